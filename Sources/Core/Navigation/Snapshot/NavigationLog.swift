/// What navigation went through lately, for the snapshot: the redirect table's answers
/// and the deep links resolved. Bounded: the oldest entries go first. Destinations are
/// kept as values and named only when a snapshot is built, so noting one costs little.
nonisolated public final class NavigationLog {
    /// How many of each are kept.
    public static let capacity = 20

    public private(set) var redirects = RingBuffer<(from: AnyNavigation, to: AnyNavigation?)>(capacity: capacity)
    public private(set) var links = RingBuffer<(url: String, feature: String?)>(capacity: capacity)

    public init() {}

    public func noteRedirect(
        from outgoing: any OutgoingNavigationContract, to incoming: (any IncomingNavigationContract)?
    ) {
        redirects.append((AnyNavigation(outgoing), incoming.map { AnyNavigation($0) }))
    }

    /// A deep link, and the host of the feature that resolved it (nil: none did).
    public func noteLink(_ url: String, feature: String?) {
        // Keep what is kept bounded, whatever arrived.
        links.append((url.count > 300 ? String(url.prefix(300)) + "…" : url, feature))
    }
}
