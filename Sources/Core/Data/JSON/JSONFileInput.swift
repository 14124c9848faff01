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
    private var buffer: UnsafeMutableRawBufferPointer
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
        buffer = .allocate(byteCount: max(chunkBytes, 1), alignment: 8)
    }

    deinit {
        buffer.deallocate()
    }

    /// The bytes at hand.
    var window: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: buffer[..<filled]) }

    /// Lets go of the window's bytes before `keep` (the window starting `base` bytes into the
    /// file) and reads on; false when the file has no more.
    func readMore(keeping keep: Int, base: Int) -> Bool {
        guard offset < size, !hasEnded else { return false }
        countLines(before: keep, base: base)
        if keep > 0 {
            memmove(buffer.baseAddress!, buffer.baseAddress! + keep, filled - keep)
            filled -= keep
        }
        if filled == buffer.count {
            let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 8)
            larger.copyMemory(from: UnsafeRawBufferPointer(buffer))
            buffer.deallocate()
            buffer = larger
        }
        while true {
            let count = pread(
                fd, buffer.baseAddress! + filled, min(buffer.count - filled, size - offset), off_t(offset))
            if count > 0 {
                filled += count
                offset += count
                return true
            }
            if count == 0 {
                end("the file was cut to \(offset) of its \(size) bytes while it was read")
                return false
            }
            if errno != EINTR {
                end(String(cString: strerror(errno)))
                return false
            }
        }
    }

    private func end(_ problem: String) {
        hasEnded = true
        ended(CatalogFile.Unreadable(description: problem))
    }

    private func countLines(before keep: Int, base: Int) {
        let start = buffer.baseAddress!
        var next = start
        while next < start + keep, let newline = memchr(next, 0x0A, start + keep - next) {
            linesBefore += 1
            lineStartBefore = base + (newline - start) + 1
            next = newline + 1
        }
    }
}
