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
}
