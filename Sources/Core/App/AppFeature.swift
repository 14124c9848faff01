/// A feature as the composition root registers it. Whatever lists the features reads these
/// registrations: `--without` and its errors, the tabs and their keys, `[start] tab`, the deep
/// links that `--help` shows, the theme's roles, Home's menu, the strings, the soak's links. Adding a
/// feature adds one to `AppComposition.features`.
nonisolated public struct AppFeature: Sendable {
    /// Its link host: the name `--without` takes, and the tab's id in saved files.
    public let host: String
    /// The tab's title when the feature is a tab (tabs keep registration order); nil when not.
    public let tab: String?
    /// The links it resolves, as help lists them (`{id}` stands for a record's id).
    public let links: [String]
    /// Where its records come from (the records compiled in, its catalog section, its server
    /// path); nil for a feature without records of its own.
    public let records: FeatureRecords?
    /// The colours its screens use for what is its own, by the names `[theme]` gives them.
    public let themeRoles: [ThemeRole]
    /// The key actions its screens offer beyond the app's, which `[keys]` may rebind.
    public let keyActions: [FeatureKeyAction]
    /// Its entry in Home's menu; nil when Home does not offer it.
    public let menu: MenuEntry?
    /// The strings its screens show, English and each translation (`Localizer` merges them).
    public let strings: StringTable
    private let deepLinks: any DeepLinkHandlerContract
    private let ownsDestination: @Sendable (any IncomingNavigationContract) -> Bool
    private let build: @MainActor @Sendable (AppParts) throws -> any FeatureContract

    /// `incoming` is the type of the destinations it builds: what the redirect table answers
    /// with is the feature's when it is of that type.
    public init<Incoming: IncomingNavigationContract>(
        deepLinks: some DeepLinkHandlerContract, tab: String?, incoming: Incoming.Type, records: FeatureRecords? = nil,
        themeRoles: [ThemeRole] = [], keyActions: [FeatureKeyAction] = [], menu: MenuEntry? = nil,
        strings: StringTable = .empty,
        build: @escaping @MainActor @Sendable (AppParts) throws -> any FeatureContract
    ) {
        host = deepLinks.host
        links = deepLinks.links
        self.tab = tab
        self.records = records
        self.themeRoles = themeRoles
        self.keyActions = keyActions
        self.menu = menu
        self.strings = strings
        self.deepLinks = deepLinks
        ownsDestination = { $0 is Incoming }
        self.build = build
    }

    /// The link its tab opens, which `[start] tab` names it by: its first link; nil when it is
    /// no tab.
    public var tabLink: String? {
        tab == nil ? nil : links.first
    }

    /// The screen one of its links names: the last of the stack the link builds; nil when the
    /// link is not its own, names no screen of its own (its tab's root) or opens a modal.
    public func screen(at link: String) -> (any IncomingNavigationContract)? {
        guard let parsed = DeepLink.parse(link), parsed.host == host,
            let destination = deepLinks.resolve(parsed.url), destination.modal == nil
        else { return nil }
        return destination.stack.last?.wrapped as? any IncomingNavigationContract
    }

    /// Whether a destination is one this feature builds.
    func owns(_ destination: any IncomingNavigationContract) -> Bool {
        ownsDestination(destination)
    }

    /// Throws what building it met, as records no feature registers (`AppParts.Unregistered`).
    @MainActor func make(_ parts: AppParts) throws -> any FeatureContract {
        try build(parts)
    }
}
