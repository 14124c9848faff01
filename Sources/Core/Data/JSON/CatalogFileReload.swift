#if canImport(Glibc)
    import Glibc
#endif

/// A catalog file's records, read again when the file changed since the last read (`r` on a
/// catalog's screen, while a catalog is written by hand): each feature's records come from
/// the latest read, and a screen refreshed before the file changed is told so.
nonisolated public final class CatalogFileReload<Value: Sendable>: ChangeCheckContract, @unchecked Sendable {
    private let condition = Condition()
    private let path: String
    private let read: @Sendable () throws -> Value
    private var current: BackgroundValue<Value>
    /// The file as it was when the latest read began.
    private var stamp: Stamp?

    public let name: String

    /// The file's first read is `first`, begun as it says; a reload starts at once.
    public init(path: String, first: BackgroundValue<Value>, read: @escaping @Sendable () throws -> Value) {
        self.path = path
        self.read = read
        current = first
        stamp = Self.stamp(of: path)
        name = path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The latest read.
    public var value: BackgroundValue<Value> {
        condition.withLock { current }
    }

    public var isBeingRead: Bool { !value.isDone }

    public func hasChanged() -> Bool {
        let now = Self.stamp(of: path)
        return condition.withLock { now != stamp }
    }

    /// Reads the file again when it changed since the last read began; the latest read either way.
    @discardableResult
    public func reloadIfChanged() -> BackgroundValue<Value> {
        let now = Self.stamp(of: path)
        return condition.withLock {
            guard now != stamp else { return current }
            stamp = now
            current = BackgroundValue(start: .atOnce, read)
            return current
        }
    }

    /// What tells one version of a file from another without reading it: which file it is,
    /// its size, and when it was written and its inode changed (a modification time put back
    /// after a rewrite in place still moves the change time).
    struct Stamp: Equatable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modified: [Int]
        let changed: [Int]
    }

    static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)],
            changed: [Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec)])
    }
}
