/// A typed, once-only way for a modal to hand its result back to the screen that
/// presented it. Cancelling hands back nothing.
///
/// Destinations must be Hashable and Sendable: identity is the handler's, which anyone
/// may compare; the handler itself is the UI actor's, as are the screens that call it.
public final class ResultHandler<Value>: nonisolated Hashable {
    private var handler: ((Value) -> Void)?

    public init(_ handler: @escaping (Value) -> Void) {
        self.handler = handler
    }

    /// Delivers the result; later calls do nothing.
    public func deliver(_ value: Value) {
        let handler = self.handler
        self.handler = nil
        handler?(value)
    }

    nonisolated public static func == (lhs: ResultHandler, rhs: ResultHandler) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
