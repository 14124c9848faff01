/// A handle on work that can be called off: a load, a timer.
public final class Cancellable {
    private var onCancel: (() -> Void)?

    public init(_ onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Nothing to call off (work that finished at once).
    public static var none: Cancellable { Cancellable {} }
}
