/// The Location feature: every location, and who lives there.
public struct LocationFeature: FeatureContract {
    private let container: LocationContainer

    public init(container: LocationContainer) {
        self.container = container
    }

    public var deepLinkHandler: (any DeepLinkHandlerContract)? { LocationDeepLinkHandler() }
    public var destinationArchive: (any DestinationArchiveContract)? { LocationDestinationArchive() }
    public var mainDestination: any IncomingNavigationContract { LocationIncomingNavigation.list }

    public func goToEntries() -> [GoToEntry] {
        [.screen("Locations", link: "challenge://location/list")] + container.knownLocations().map {
            .record($0.name, kind: "Location", detail: $0.type, base: "challenge://location/detail/", id: $0.id)
        }
    }

    public func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> (any ScreenViewModelContract)? {
        switch destination.wrapped as? LocationIncomingNavigation {
        case .list: container.makeList(navigator: context.navigator)
        case .detail(let identifier): container.makeDetail(identifier: identifier, navigator: context.navigator)
        case nil: nil
        }
    }
}
