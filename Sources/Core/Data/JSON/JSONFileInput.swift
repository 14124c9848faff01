#if canImport(Glibc)
    import Glibc
#endif

/// A file as `JSONReader` reads it: a chunk at a time, holding only the part the reader is
/// at (from the start of the value it reads), never the whole file beside what was parsed
/// from it. Reads go up to the size the file had when opened; a file cut shorter under the
/// read ends early, and `ended` is told so in one line (a mapped file would end the process
/// with SIGBUS instead).
nonisolated final class JSONFileInput {
    /// How much is read at a time; a value longer than this (a huge string) grows the chunk.
    static let chunkBytes = 1 << 20

    private let fd: Int32
    private let size: Int
    /// What was read and not let go of: `filled` bytes of `capacity`, grown with `realloc` (a
    /// large block is moved by its pages, never held twice) when one value fills it.
    private var buffer: UnsafeMutableRawPointer
    private var capacity: Int
    private var filled = 0
    /// Where in the file the next read starts.
    private var offset = 0
    /// The newlines among the bytes let go of, and where the last line they begin starts in
    /// the file: what a failure's line and column count from.
    private(set) var linesBefore = 0
    private(set) var lineStartBefore = 0
    /// Told why the file ended before its size: it was cut shorter, or a read failed.
    private let ended: (CatalogFile.Unreadable) -> Void
    private var hasEnded = false

    /// The file open at `fd`, read from its start up to `size` bytes.
    init(fd: Int32, size: Int, chunkBytes: Int = chunkBytes, ended: @escaping (CatalogFile.Unreadable) -> Void) {
        self.fd = fd
        self.size = size
        self.ended = ended
        capacity = max(chunkBytes, 1)
        buffer = malloc(capacity)!
    }

    deinit {
        free(buffer)
    }

    /// The bytes at hand.
    var window: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: buffer, count: filled) }

    /// Lets go of the window's bytes before `keep` (the window starting `base` bytes into the
    /// file) and reads on. Says how many bytes were let go (the window starts that much later
    /// in the file, whether or not more came) and whether more came: none at the file's end.
    func readMore(keeping keep: Int, base: Int) -> (letGo: Int, more: Bool) {
        guard offset < size, !hasEnded else { return (0, false) }
        countLines(before: keep, base: base)
        if keep > 0 {
            memmove(buffer, buffer + keep, filled - keep)
            filled -= keep
        }
        if filled == capacity {
            guard let larger = realloc(buffer, capacity * 2) else {
                end("there is not enough memory for a value of \(capacity >> 20) MB")
                return (keep, false)
            }
            buffer = larger
            capacity *= 2
        }
        while true {
            let count = pread(fd, buffer + filled, min(capacity - filled, size - offset), off_t(offset))
            if count > 0 {
                filled += count
                offset += count
                return (keep, true)
            }
            if count == 0 {
                var info = stat()
                let now = fstat(fd, &info) == 0 ? Int(info.st_size) : offset
                end("the file was cut to \(now) of its \(size) bytes while it was read")
                return (keep, false)
            }
            if errno != EINTR {
                end(String(cString: strerror(errno)))
                return (keep, false)
            }
        }
    }

    private func end(_ problem: String) {
        hasEnded = true
        ended(CatalogFile.Unreadable(description: problem))
    }

    private func countLines(before keep: Int, base: Int) {
        let start = UnsafeRawPointer(buffer)
        var next = start
        while next < start + keep, let newline = memchr(next, 0x0A, start + keep - next) {
            linesBefore += 1
            lineStartBefore = base + (UnsafeRawPointer(newline) - start) + 1
            next = UnsafeRawPointer(newline) + 1
        }
    }
}
