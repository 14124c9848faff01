/// The ids of the records one record links to (a character's episodes), kept without a
/// heap allocation when there are at most two — most characters of a large catalog are
/// in one or two episodes, and a hundred thousand small arrays cost megabytes and time.
nonisolated public struct LinkedIDs: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    private enum Storage: Hashable, Sendable {
        case none
        case one(Int)
        case two(Int, Int)
        case many([Int])
    }

    private var storage: Storage = .none

    public init() {}

    public init(_ ids: [Int]) {
        for id in ids { append(id) }
    }

    public init(arrayLiteral ids: Int...) {
        self.init(ids)
    }

    public mutating func append(_ id: Int) {
        switch storage {
        case .none: storage = .one(id)
        case .one(let first): storage = .two(first, id)
        case .two(let first, let second): storage = .many([first, second, id])
        case .many(var ids):
            storage = .none // keeps `ids` uniquely referenced while it grows
            ids.append(id)
            storage = .many(ids)
        }
    }

    public var count: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .two: 2
        case .many(let ids): ids.count
        }
    }

    public var isEmpty: Bool { count == 0 }

    /// Every id, in order.
    public var all: [Int] {
        switch storage {
        case .none: []
        case .one(let first): [first]
        case .two(let first, let second): [first, second]
        case .many(let ids): ids
        }
    }

    public var description: String { all.description }
}
