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
            .screens([.screen("Episodes", link: "challenge://episode/list")]),
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
        case nil: nil
        }
    }
}
