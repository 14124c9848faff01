/// Something read once that can tell, at once, whether it changed since (a catalog file).
nonisolated public protocol ChangeCheckContract: Sendable {
    /// How a message names it ("live.json").
    var name: String { get }
    func hasChanged() -> Bool
    /// Whether the latest read of it is still under way.
    var isBeingRead: Bool { get }
}
