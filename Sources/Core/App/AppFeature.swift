/// A feature as the composition root registers it. Whatever lists the features reads these
/// registrations: `--without` and its errors, the tabs and their keys, the deep links that
/// `--help` shows, the soak's links. Adding a feature adds one to `AppComposition.features`.
nonisolated public struct AppFeature: Sendable {
    /// Its link host: the name `--without` takes, and the tab's id in saved files.
    public let host: String
    /// The tab's title when the feature is a tab (tabs keep registration order); nil when not.
    public let tab: String?
    /// The links it resolves, as help lists them (`{id}` stands for a record's id).
    public let links: [String]
    private let ownsDestination: @Sendable (any IncomingNavigationContract) -> Bool
    private let build: @MainActor @Sendable (AppParts) -> any FeatureContract

    /// `incoming` is the type of the destinations it builds: what the redirect table answers
    /// with is the feature's when it is of that type.
    public init<Incoming: IncomingNavigationContract>(
        deepLinks: some DeepLinkHandlerContract, tab: String?, incoming: Incoming.Type,
        build: @escaping @MainActor @Sendable (AppParts) -> any FeatureContract
    ) {
        host = deepLinks.host
        links = deepLinks.links
        self.tab = tab
        ownsDestination = { $0 is Incoming }
        self.build = build
    }

    /// Whether a destination is one this feature builds.
    func owns(_ destination: any IncomingNavigationContract) -> Bool {
        ownsDestination(destination)
    }

    @MainActor func make(_ parts: AppParts) -> any FeatureContract {
        build(parts)
    }
}
