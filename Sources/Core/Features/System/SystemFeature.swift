/// The System feature: what the user sees when nothing else answers.
public struct SystemFeature: FeatureContract {
    private let tracker: any TrackerContract

    public init(tracker: any TrackerContract) {
        self.tracker = tracker
    }

    public var destinationArchive: (any DestinationArchiveContract)? { SystemDestinationArchive() }
    public var mainDestination: any IncomingNavigationContract { UnknownNavigation.notFound }

    public func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> (any ScreenViewModelContract)? {
        switch destination.wrapped as? UnknownNavigation {
        case .notFound: makeNotFound(url: nil, context: context)
        case .unresolvedLink(let url): makeNotFound(url: url, context: context)
        case nil: nil
        }
    }

    /// Not Found for anything: the app's fallback when no feature builds a destination.
    public func makeNotFound(url: String?, context: ScreenContext) -> NotFoundViewModel {
        NotFoundViewModel(
            url: url,
            navigator: NotFoundNavigator(navigator: context.navigator, isModalRoot: context.isModalRoot),
            tracker: NotFoundTracker(tracker: tracker)
        )
    }
}
