/// The one place that knows more than one feature: it connects each feature's
/// Outgoing destinations to another feature's Incoming ones.
nonisolated public struct AppNavigationRedirect: NavigationRedirectContract {
    /// The registrations whose links Home's menu entries name.
    private let features: [AppFeature]

    public init(features: [AppFeature] = AppComposition.features) {
        self.features = features
    }

    public func redirect(_ navigation: any OutgoingNavigationContract) -> (any IncomingNavigationContract)? {
        switch navigation {
        case let home as HomeOutgoingNavigation:
            switch home {
            // A menu entry: the screen its feature's link names.
            case .entry(let link): features.lazy.compactMap { $0.screen(at: link) }.first
            // About's cover of characters.
            case .characters: CharacterIncomingNavigation.list
            // Left unconnected on purpose: the user sees the NotFound fallback.
            case .unconnected: nil
            }
        case let character as CharacterOutgoingNavigation:
            switch character {
            case .episode(let id): EpisodeIncomingNavigation.detail(identifier: id)
            case .location(let id): LocationIncomingNavigation.detail(identifier: id)
            }
        case let episode as EpisodeOutgoingNavigation:
            switch episode {
            case .character(let id): CharacterIncomingNavigation.detail(identifier: id)
            }
        case let location as LocationOutgoingNavigation:
            switch location {
            case .character(let id): CharacterIncomingNavigation.detail(identifier: id)
            }
        default:
            nil
        }
    }
}
