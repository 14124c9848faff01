/// The last `capacity` values appended, oldest dropped first: a log that stays bounded
/// however long the app runs. Appending is O(1).
nonisolated public struct RingBuffer<Element> {
    public let capacity: Int
    private var storage: [Element] = []
    /// Where the next value goes once the buffer is full.
    private var next = 0

    public init(capacity: Int) {
        precondition(capacity > 0, "a ring buffer holds at least one value")
        self.capacity = capacity
        storage.reserveCapacity(capacity)
    }

    public mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[next] = element
            next = (next + 1) % capacity
        }
    }

    /// Oldest first.
    public var elements: [Element] {
        Array(storage[next...] + storage[..<next])
    }

    public var count: Int { storage.count }
}
