import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A catalog file, read without holding all of it in memory: the file is mapped, and
/// what a read has passed is handed back to the system as it moves on.
public enum CatalogFile {
    /// The file itself could not be read (missing, a folder, no permission).
    public struct Unreadable: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// Whether a catalog file can be opened and read at all (it exists, is a regular
    /// file, and is not empty): what can be said at once, before reading it.
    public static func checkReadable(atPath path: String) throws {
        close(try openFile(atPath: path).fd)
    }

    /// Maps the file and hands its bytes to `read`, with `progress` to tell how far a
    /// read got: the pages behind it are given back (re-read from the file if asked for
    /// again). Throws `Unreadable` when the file cannot be read at all.
    public static func read<Value>(
        atPath path: String, _ read: (_ bytes: UnsafeRawBufferPointer, _ progress: @escaping (Int) -> Void) throws -> Value
    ) throws -> Value {
        let (fd, size) = try openFile(atPath: path)
        defer { close(fd) }
        let leased = holdReadLease(fd)
        defer { if leased { _ = fcntl(fd, setLease, Int32(F_UNLCK)) } }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            throw Unreadable(description: String(cString: strerror(errno)))
        }
        defer { munmap(base, size) }
        _ = madvise(base, size, MADV_SEQUENTIAL)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        var released = 0
        return try read(UnsafeRawBufferPointer(start: base, count: size)) { offset in
            let upTo = offset / page * page
            if upTo - released >= 4 << 20 {
                _ = madvise(base + released, upTo - released, MADV_DONTNEED)
                released = upTo
            }
        }
    }

    /// `F_SETLEASE` and `F_SETSIG` (Linux; not in the C headers Swift sees).
    private static let setLease: Int32 = 1024
    private static let setSignal: Int32 = 10

    /// Takes a read lease on the file while it is mapped: a file cut shorter under the map
    /// would end the process with SIGBUS when the read reaches the missing pages, and with
    /// the lease another process's truncate waits until the read is done (the kernel lets
    /// it wait up to `fs.lease-break-time`, 45 s). The notice the kernel sends the holder is
    /// SIGURG, which is ignored unless a handler is set (the default, SIGIO, would end the
    /// process). False when no lease can be had — the file is open for writing elsewhere, or
    /// belongs to another user, or its file system has none — and the read goes on without.
    private static func holdReadLease(_ fd: Int32) -> Bool {
        guard fcntl(fd, setSignal, SIGURG) == 0 else { return false }
        return fcntl(fd, setLease, Int32(F_RDLCK)) == 0
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
            problem = "the file is empty"
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
