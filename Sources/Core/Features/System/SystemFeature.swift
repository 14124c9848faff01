/// The System feature: what the user sees when nothing else answers, and the alert any
/// screen may present to ask a question.
public struct SystemFeature: FeatureContract {
    /// Its name in saved files and refusals; it has no links, so no link host.
    nonisolated public static let name = "system"

    private let tracker: any TrackerContract
    /// The links of this run's features: Not Found says why a link is none of them.
    private let linkHandlers: [any DeepLinkHandlerContract]

    public init(tracker: any TrackerContract, linkHandlers: [any DeepLinkHandlerContract] = []) {
        self.tracker = tracker
        self.linkHandlers = linkHandlers
    }

    public var destinationArchive: (any DestinationArchiveContract)? { SystemDestinationArchive() }
    public var mainDestination: any IncomingNavigationContract { UnknownNavigation.notFound }

    public func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> (any ScreenViewModelContract)? {
        if let question = destination.wrapped as? AlertNavigation {
            return AlertViewModel(question: question, navigator: context.navigator)
        }
        switch destination.wrapped as? UnknownNavigation {
        case .notFound: return makeNotFound(url: nil, context: context)
        case .unresolvedLink(let url): return makeNotFound(url: url, context: context)
        case .unbuilt(let asked): return makeNotFound(url: nil, asked: asked, context: context)
        case nil: return nil
        }
    }

    /// Not Found for anything: the app's fallback when no feature builds a destination.
    public func makeNotFound(url: String?, asked: String? = nil, context: ScreenContext) -> NotFoundViewModel {
        NotFoundViewModel(
            url: url,
            asked: asked,
            reason: url.map { UnresolvedLink.reason($0, handlers: linkHandlers) },
            navigator: NotFoundNavigator(navigator: context.navigator, isModalRoot: context.isModalRoot),
            tracker: NotFoundTracker(tracker: tracker)
        )
    }
}
