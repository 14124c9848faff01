/// The keys typed at a screen that cannot take them yet, in the order typed, at most `limit`:
/// past it a key is dropped and counted (a key held down on a screen that never loads), so the
/// queue costs a bounded memory. Taken from the front without moving the rest.
struct HeldKeys {
    /// Far above any burst a person types or pastes key by key, at a megabyte or two.
    static let standardLimit = 65_536

    let limit: Int
    private var keys: [Key] = []
    private var first = 0
    /// The keys dropped since `takeDropped`.
    private(set) var dropped = 0

    init(limit: Int = standardLimit) {
        self.limit = limit
    }

    var isEmpty: Bool { first == keys.count }
    var count: Int { keys.count - first }
    /// The keys waiting, first typed first.
    var waiting: ArraySlice<Key> { keys[first...] }

    /// Queues a key, or drops it when `limit` keys wait.
    mutating func append(_ key: Key) {
        guard count < limit else {
            dropped += 1
            return
        }
        keys.append(key)
    }

    /// The first key waiting, taken off the queue.
    mutating func next() -> Key? {
        guard !isEmpty else { return nil }
        let key = keys[first]
        first += 1
        if isEmpty { removeAll() }
        return key
    }

    /// Every key waiting is dropped, counted with those dropped before.
    mutating func dropAll() {
        dropped += count
        removeAll()
    }

    /// Every key waiting goes, uncounted: a key that leaves their screen made them pointless.
    mutating func removeAll() {
        keys = []
        first = 0
    }

    /// How many were dropped, counted from zero again.
    mutating func takeDropped() -> Int {
        defer { dropped = 0 }
        return dropped
    }
}
