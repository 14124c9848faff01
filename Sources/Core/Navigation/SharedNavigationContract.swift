/// A destination type several features share, generic over the one that owns it
/// (`RecordIncomingNavigation<EpisodeKind>`). Its type's name is the shared one's, so it says
/// its owner's host itself (`DestinationName`).
nonisolated public protocol SharedNavigationContract: NavigationContract {
    static var owner: String { get }
}
