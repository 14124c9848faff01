/// The Location feature: every location, and who lives there.
public struct LocationFeature: FeatureContract {
    private let container: LocationContainer

    public init(container: LocationContainer) {
        self.container = container
    }

    public var deepLinkHandler: (any DeepLinkHandlerContract)? { LocationDeepLinkHandler() }
    public var destinationArchive: (any DestinationArchiveContract)? { LocationDestinationArchive() }
    public var mainDestination: any IncomingNavigationContract { LocationIncomingNavigation.list }

    public func goToPlaces() -> [GoToPlaces] {
        [
            .screens([
                .screen("Locations", link: "challenge://location/list"),
                .screen("Filter locations", link: "challenge://location/filter"),
            ]),
            .records(
                container.knownLocations(), kind: "Location", base: "challenge://location/detail/", title: \.shownName,
                detail: \.type),
        ]
    }

    public func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> (any ScreenViewModelContract)? {
        switch destination.wrapped as? LocationIncomingNavigation {
        case .list: container.makeList(navigator: context.navigator)
        case .detail(let identifier): container.makeDetail(identifier: identifier, navigator: context.navigator)
        case .filter(let request): makeFilter(request, context: context)
        case nil: nil
        }
    }

    /// A filter opened by a deep link or restored answers the list beneath it (`FilterRequest.answering`).
    private func makeFilter(_ request: FilterRequest<LocationFilter>, context: ScreenContext) -> LocationFilterViewModel
    {
        let (current, onApply) = request.answering(context.presenter as? LocationListViewModel)
        return container.makeFilter(current: current, onApply: onApply, navigator: context.navigator)
    }
}
