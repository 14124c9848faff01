#if canImport(Glibc)
    import Glibc
#endif

/// Runs work on a new thread of its own that nobody joins.
nonisolated public enum DetachedThread {
    /// Starts `body` on a thread with a stack of `stackSize` bytes (a recursive scan needs
    /// more than a thread's default).
    public static func start(stackSize: Int = 8 << 20, _ body: @escaping @Sendable () -> Void) {
        final class Box {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(
            &thread, &attributes,
            { context in
                Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, context)
        // No thread can be had: the work runs here rather than never.
        if started != 0 { Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body() }
    }
}
