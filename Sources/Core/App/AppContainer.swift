import Foundation

/// The features of the app, the redirect between them, and the fallback for
/// anything none of them handles. It names no feature: the composition root
/// (`AppComposition`) hands them in.
public final class AppContainer {
    public let features: [any FeatureContract]
    public let redirect: any NavigationRedirectContract
    /// Where the app starts (Home).
    public let rootDestination: AnyNavigation
    /// Builds Not Found for `UnknownNavigation`: the screen of last resort.
    private let fallback: any FeatureContract

    public init(
        features: [any FeatureContract],
        redirect: any NavigationRedirectContract,
        rootDestination: any IncomingNavigationContract,
        fallback: any FeatureContract
    ) {
        self.features = features
        self.redirect = redirect
        self.rootDestination = AnyNavigation(rootDestination)
        self.fallback = fallback
    }

    /// The screen for a destination; Not Found when no feature builds it.
    public func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> any ScreenViewModelContract {
        for feature in features + [fallback] {
            if let screen = feature.makeScreen(for: destination, context: context) { return screen }
        }
        guard let notFound = fallback.makeScreen(for: AnyNavigation(UnknownNavigation.notFound), context: context) else {
            preconditionFailure("the fallback feature must build Not Found")
        }
        return notFound
    }

    // MARK: Deep links

    /// Resolves a deep link; anything unresolved becomes Not Found naming the link.
    public func handle(url link: String) -> DeepLinkDestination {
        guard let parsed = DeepLink.parse(link) else { return Self.notFound(link) }
        for handler in features.compactMap(\.deepLinkHandler) where handler.host == parsed.host {
            return handler.resolve(parsed.url) ?? Self.notFound(link)
        }
        return Self.notFound(link)
    }

    private static func notFound(_ link: String) -> DeepLinkDestination {
        // Keep what is shown (and saved) bounded, whatever arrived.
        let shown = link.count > 300 ? String(link.prefix(300)) + "…" : link
        return DeepLinkDestination(stack: [UnknownNavigation.unresolvedLink(shown)])
    }

    // MARK: Saving

    private var archives: [any DestinationArchiveContract] {
        (features + [fallback]).compactMap(\.destinationArchive)
    }

    /// The saved form of a destination, from the feature that owns it.
    public func save(_ destination: AnyNavigation) -> SavedDestination? {
        for archive in archives {
            if let saved = archive.save(destination) { return saved }
        }
        return nil
    }

    /// The destination a saved form names, from the feature it names; nil when that
    /// feature is gone or does not accept it.
    public func restore(_ saved: SavedDestination) -> AnyNavigation? {
        archives.first { $0.feature == saved.feature }?.restore(saved)
    }

    /// Whether a restored modal can be rebuilt over its presenter (its owner decides).
    public func canPresent(_ destination: AnyNavigation, over presenter: AnyNavigation) -> Bool {
        archives.allSatisfy { $0.save(destination) == nil || $0.canPresent(destination, over: presenter) }
    }
}
