/// A typed, once-only way for a modal to hand its result back to the screen that
/// presented it. Cancelling hands back nothing.
///
/// Destinations must be Hashable and Sendable: identity is the handler's, and it is
/// only ever called on the UI thread, which is what makes the unchecked Sendable sound.
public final class ResultHandler<Value>: Hashable, @unchecked Sendable {
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

    public static func == (lhs: ResultHandler, rhs: ResultHandler) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
