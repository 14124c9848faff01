import Foundation

/// The features of the app, the redirect between them, and the fallback for
/// anything none of them handles.
public final class AppContainer {
    public let features: [any FeatureContract]
    public let redirect: any NavigationRedirectContract
    /// Where the app starts (Home).
    public let rootDestination: AnyNavigation
    private let system: SystemFeature

    public init(
        features: [any FeatureContract],
        redirect: any NavigationRedirectContract,
        rootDestination: any IncomingNavigationContract,
        system: SystemFeature
    ) {
        self.features = features
        self.redirect = redirect
        self.rootDestination = AnyNavigation(rootDestination)
        self.system = system
    }

    /// The app as shipped: Home, Character and System.
    public static func live(_ dependencies: AppDependencies) -> AppContainer {
        let home = HomeFeature(container: HomeContainer(tracker: dependencies.tracker))
        let character = CharacterFeature(container: CharacterContainer(
            repository: dependencies.repository,
            scheduler: dependencies.scheduler,
            tracker: dependencies.tracker,
            recentSearches: dependencies.recentSearches
        ))
        let system = SystemFeature(tracker: dependencies.tracker)
        return AppContainer(
            features: [home, character, system],
            redirect: AppNavigationRedirect(),
            rootDestination: home.mainDestination,
            system: system
        )
    }

    /// The screen for a destination; Not Found when no feature builds it.
    public func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> any ScreenViewModelContract {
        for feature in features {
            if let screen = feature.makeScreen(for: destination, context: context) { return screen }
        }
        return system.makeNotFound(url: nil, context: context)
    }

    /// Resolves a deep link; anything unresolved becomes Not Found naming the link.
    public func handle(url link: String) -> DeepLinkDestination {
        let trimmed = link.trimmingWhitespace
        guard trimmed.utf8.count <= DeepLink.maximumLength,
              let url = URL(string: trimmed),
              url.scheme?.lowercased() == DeepLink.scheme
        else { return Self.notFound(link) }
        for handler in features.compactMap(\.deepLinkHandler) where handler.handles(url) {
            return handler.resolve(url) ?? Self.notFound(link)
        }
        return Self.notFound(link)
    }

    private static func notFound(_ link: String) -> DeepLinkDestination {
        // Keep what is shown (and saved) bounded, whatever arrived.
        let shown = link.count > 300 ? String(link.prefix(300)) + "…" : link
        return DeepLinkDestination(stack: [UnknownNavigation.unresolvedLink(shown)])
    }
}
