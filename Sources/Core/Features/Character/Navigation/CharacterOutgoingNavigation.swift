/// Where the Character feature leads outside itself; the app layer decides what answers.
nonisolated public enum CharacterOutgoingNavigation: OutgoingNavigationContract {
    /// One of the episodes a character appears in.
    case episode(identifier: Int)
    /// A character's origin or current location.
    case location(identifier: Int)
}
