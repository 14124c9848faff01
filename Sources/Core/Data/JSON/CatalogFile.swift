#if canImport(Glibc)
    import Glibc
#endif

/// A catalog file, read a chunk at a time as it is parsed (`JSONFileInput`): the file is
/// never held whole beside the records parsed from it. A mapped file that another process
/// cuts shorter ends the reader with SIGBUS; a read only comes back short, which is said in
/// one line like any other unusable file.
nonisolated public enum CatalogFile {
    /// The file itself could not be read (missing, a folder, no permission, cut while read).
    public struct Unreadable: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// The largest catalog read: 4 GB holds some 10,000,000 characters, ten times the largest
    /// catalog measured, whose records need as much memory again.
    public static let maximumBytes = 4 << 30

    /// Whether a catalog file can be opened and read at all (it exists, is a regular
    /// file, and is not empty): what can be said at once, before reading it.
    public static func checkReadable(atPath path: String) throws {
        close(try openFile(atPath: path).fd)
    }

    /// Hands `read` the file's document: each reader `document` makes reads the file from
    /// its start, a chunk at a time (each feature reads its records in a pass of its own), so
    /// a file that is no catalog fails at its first bytes. Throws `Unreadable` when the file
    /// cannot be read, holds fewer bytes than at its start when a reader reaches them, or was
    /// written while it was read (the passes would have read two versions of it).
    public static func read<Value>(atPath path: String, _ read: (_ document: () -> JSONReader) throws -> Value) throws
        -> Value
    {
        let (fd, size) = try openFile(atPath: path)
        defer { close(fd) }
        let before = Version(of: fd)
        var problem: Unreadable?
        let value: Value
        do {
            value = try read {
                let input = JSONFileInput(fd: fd, size: size, chunkBytes: min(size, JSONFileInput.chunkBytes)) {
                    problem = problem ?? $0
                }
                return JSONReader(input: input)
            }
        } catch {
            throw problem ?? error
        }
        if let problem { throw problem }
        guard Version(of: fd) == before else { throw Unreadable(description: "the file was written while it was read") }
        return value
    }

    /// What tells one version of an open file from another: its size, when it was last written,
    /// and when its inode last changed (`touch -d`, `cp -p` and `rsync -t` put a modification
    /// time back; nothing can put the change time back).
    private struct Version: Equatable {
        let size: Int
        let modified: [Int]
        let changed: [Int]

        init?(of fd: Int32) {
            var info = stat()
            guard fstat(fd, &info) == 0 else { return nil }
            size = Int(info.st_size)
            modified = [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
            changed = [Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec)]
        }
    }

    /// What a document with nothing in it but white space (and a byte-order mark) is told.
    public static func blank(_ reader: JSONReader) -> JSONReader.Failure {
        JSONReader.Failure(description: reader.isEmpty ? "the file is empty" : "the file holds only white space")
    }

    /// What a document that starts as no catalog is told: a JSON value of another kind (`null`,
    /// a number, a string) is valid JSON, just not a catalog; anything else is no JSON.
    public static func notACatalog(_ reader: JSONReader) -> JSONReader.Failure {
        var reader = reader // its value's first byte is at hand: peeking reads nothing more
        let startsAValue = reader.peek.map { "ntf\"-0123456789".utf8.contains($0) } ?? false
        return startsAValue
            ? JSONReader.Failure(description: reader.locate("a catalog is a JSON object or array, not a single value"))
            : reader.failure("expected a catalog object or array")
    }

    /// The open file and its size; throws `Unreadable` when it cannot be read at all.
    private static func openFile(atPath path: String) throws -> (fd: Int32, size: Int) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) // a FIFO must not block: it is refused below
        guard fd >= 0 else { throw Unreadable(description: String(cString: strerror(errno))) }
        var info = stat()
        let problem: String?
        if fstat(fd, &info) != 0 {
            problem = String(cString: strerror(errno))
        } else if info.st_mode & S_IFMT != S_IFREG {
            problem = "not a regular file"
        } else if info.st_size <= 0 {
            // A file the system makes as it is read (/proc's) says 0 and still has bytes.
            var byte: UInt8 = 0
            problem =
                Glibc.read(fd, &byte, 1) > 0
                ? "its size says 0 but it has bytes (a file made as it is read, as in /proc): copy it to a file"
                : "the file is empty"
        } else if info.st_size > maximumBytes {
            problem = "it is \(info.st_size >> 20) MB; a catalog is at most \(maximumBytes >> 20) MB"
        } else {
            problem = nil
        }
        if let problem {
            close(fd)
            throw Unreadable(description: problem)
        }
        return (fd, Int(info.st_size))
    }
}
