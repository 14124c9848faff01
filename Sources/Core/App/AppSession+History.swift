/// Back and Forward, on the deepest presented stack.
extension AppSession {
    public enum BackOutcome: Equatable {
        case popped
        case dismissed
        /// Nothing to pop at the root: Back does nothing (it never quits).
        case atRoot
    }

    /// Acts on the deepest presented coordinator: pop if it can, else close its modal.
    @discardableResult
    public func back() -> BackOutcome {
        let deepest = coordinator.deepest
        if !deepest.path.isEmpty {
            deepest.goBack()
            return .popped
        }
        if deepest.isModal {
            deepest.dismiss()
            return .dismissed
        }
        return .atRoot
    }

    /// Brings back what Back last popped in the deepest stack; false when there is none.
    @discardableResult
    public func forward() -> Bool {
        let deepest = coordinator.deepest
        guard deepest.canGoForward else { return false }
        deepest.goForward()
        return true
    }

    /// Whether `forward()` has somewhere to go (the footer offers it).
    public var canGoForward: Bool { coordinator.deepest.canGoForward }
}
