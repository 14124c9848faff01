/// The Episode feature: every episode, and each one's cast.
public struct EpisodeFeature: FeatureContract {
    private let container: EpisodeContainer

    public init(container: EpisodeContainer) {
        self.container = container
    }

    public var deepLinkHandler: (any DeepLinkHandlerContract)? { EpisodeDeepLinkHandler() }
    public var destinationArchive: (any DestinationArchiveContract)? { EpisodeDestinationArchive() }
    public var mainDestination: any IncomingNavigationContract { EpisodeIncomingNavigation.list }

    public func goToPlaces() -> [GoToPlaces] {
        [
            .screens([
                .screen("Episodes", link: "challenge://episode/list"),
                .screen("Filter episodes", link: "challenge://episode/filter"),
            ]),
            .records(
                container.knownEpisodes(), kind: "Episode", base: "challenge://episode/detail/", title: \.shownName,
                detail: \.code,
                keywords: \.code),
        ]
    }

    public func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> (any ScreenViewModelContract)? {
        switch destination.wrapped as? EpisodeIncomingNavigation {
        case .list: container.makeList(navigator: context.navigator)
        case .detail(let identifier): container.makeDetail(identifier: identifier, navigator: context.navigator)
        case .filter(let request): makeFilter(request, context: context)
        case nil: nil
        }
    }

    /// A filter opened by a deep link or restored answers the list beneath it (`FilterRequest.answering`).
    private func makeFilter(_ request: FilterRequest<EpisodeFilter>, context: ScreenContext) -> EpisodeFilterViewModel {
        let (current, onApply) = request.answering(context.presenter as? EpisodeListViewModel)
        return container.makeFilter(current: current, onApply: onApply, navigator: context.navigator)
    }
}
