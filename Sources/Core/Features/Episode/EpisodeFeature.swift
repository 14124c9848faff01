/// The Episode feature: every episode, and each one's cast.
public struct EpisodeFeature: FeatureContract {
    private let container: EpisodeContainer

    public init(container: EpisodeContainer) {
        self.container = container
    }

    public var deepLinkHandler: (any DeepLinkHandlerContract)? { EpisodeDeepLinkHandler() }
    public var destinationArchive: (any DestinationArchiveContract)? { EpisodeDestinationArchive() }
    public var mainDestination: any IncomingNavigationContract { EpisodeIncomingNavigation.list }

    public func goToEntries() -> [GoToEntry] {
        [.screen("Episodes", link: "challenge://episode/list")] + container.knownEpisodes().map {
            .record($0.name, kind: "Episode", detail: $0.code, base: "challenge://episode/detail/", id: $0.id)
        }
    }

    public func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> (any ScreenViewModelContract)? {
        switch destination.wrapped as? EpisodeIncomingNavigation {
        case .list: container.makeList(navigator: context.navigator)
        case .detail(let identifier): container.makeDetail(identifier: identifier, navigator: context.navigator)
        case nil: nil
        }
    }
}
