/// What the Filter modal starts from and whom it answers.
nonisolated public struct CharacterFilterRequest: Hashable, Sendable {
    public let current: CharacterFilter
    /// Receives the applied filter; nil when the presenter is not known yet (a deep
    /// link or a restored modal), in which case the screen beneath is asked.
    public let onApply: ResultHandler<CharacterFilter>?

    public init(current: CharacterFilter, onApply: ResultHandler<CharacterFilter>?) {
        self.current = current
        self.onApply = onApply
    }
}
