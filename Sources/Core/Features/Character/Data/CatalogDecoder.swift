import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a catalog in the public API's JSON shape: a page object (`info` + `results`),
/// an array of pages, or an array of characters.
public enum CatalogDecoder {
    /// Why a catalog could not be read, in one line that names the problem.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// The file itself could not be read (missing, a folder, no permission).
    public struct Unreadable: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    public static func decode(_ data: Data) throws -> [CharacterModel] {
        do {
            return try data.withUnsafeBytes { try CharacterJSON.catalog($0) }
        } catch let failure as JSONReader.Failure {
            throw Failure(description: failure.description)
        }
    }

    /// Whether a catalog file can be opened and read at all (it exists, is a regular
    /// file, and is not empty): what can be said at once, before reading it.
    public static func checkReadable(atPath path: String) throws {
        close(try openCatalog(atPath: path).fd)
    }

    /// The open file and its size; throws `Unreadable` when it cannot be read at all.
    private static func openCatalog(atPath path: String) throws -> (fd: Int32, size: Int) {
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

    /// Reads a catalog file without holding all of it in memory: the file is mapped,
    /// and what has been read is handed back to the system as the scan moves on.
    public static func decodeFile(atPath path: String) throws -> [CharacterModel] {
        let (fd, size) = try openCatalog(atPath: path)
        defer { close(fd) }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            throw Unreadable(description: String(cString: strerror(errno)))
        }
        defer { munmap(base, size) }
        _ = madvise(base, size, MADV_SEQUENTIAL)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        var released = 0
        do {
            return try CharacterJSON.catalog(UnsafeRawBufferPointer(start: base, count: size)) { offset in
                let upTo = offset / page * page
                if upTo - released >= 4 << 20 {
                    _ = madvise(base + released, upTo - released, MADV_DONTNEED)
                    released = upTo
                }
            }
        } catch let failure as JSONReader.Failure {
            throw Failure(description: failure.description)
        }
    }
}
