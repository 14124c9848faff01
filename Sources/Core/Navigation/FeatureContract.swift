/// What a feature offers the app: its deep links, its main screen, the screens it
/// builds for its own destinations, and how those destinations are saved.
public protocol FeatureContract {
    /// Resolves this feature's `challenge://{host}/…` links; nil when it has none.
    var deepLinkHandler: (any DeepLinkHandlerContract)? { get }
    /// The destination that opens the feature.
    var mainDestination: any IncomingNavigationContract { get }
    /// The screen for a destination this feature owns, or nil when it is not one of its own.
    func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> (any ScreenViewModelContract)?
    /// Saves and restores this feature's destinations; nil when none outlive a run.
    var destinationArchive: (any DestinationArchiveContract)? { get }
    /// What the "go to anything" palette offers from this feature: its screens, then its
    /// records as far as they are at hand without asking anyone (a catalog's all of them,
    /// a server's once loaded). Each goes through the feature's own deep link.
    func goToPlaces() -> [GoToPlaces]
    /// What it does to the record in front of any screen (a key the app binds for it).
    var recordActions: [RecordAction] { get }
    /// The mark it puts on a row of any list, by the row's record's link; nil for none.
    func rowMark(for link: String) -> RowMark?
}

extension FeatureContract {
    /// Most features are reached only through other features' Outgoing destinations.
    public var deepLinkHandler: (any DeepLinkHandlerContract)? { nil }
    public var destinationArchive: (any DestinationArchiveContract)? { nil }
    public func goToPlaces() -> [GoToPlaces] { [] }
    public var recordActions: [RecordAction] { [] }
    public func rowMark(for link: String) -> RowMark? { nil }
}
