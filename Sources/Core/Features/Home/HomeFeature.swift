/// The Home feature: the root menu and the About sheet.
public struct HomeFeature: FeatureContract {
    private let container: HomeContainer

    public init(container: HomeContainer) {
        self.container = container
    }

    public var deepLinkHandler: (any DeepLinkHandlerContract)? { HomeDeepLinkHandler() }
    public var destinationArchive: (any DestinationArchiveContract)? { HomeDestinationArchive(feature: "home") }
    public var mainDestination: any IncomingNavigationContract { HomeIncomingNavigation.main }

    public func goToPlaces() -> [GoToPlaces] {
        [
            .screens([
                .screen(HomeStrings.tab.text, link: "challenge://home"),
                .screen(HomeStrings.about.text, link: "challenge://home/about"),
            ])
        ]
    }

    public func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> (any ScreenViewModelContract)? {
        switch destination.wrapped as? HomeIncomingNavigation {
        case .main: container.makeHome(navigator: context.navigator)
        case .about: container.makeAbout(navigator: context.navigator)
        case nil: nil
        }
    }
}
