import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a state file without trusting it: only a regular file (a FIFO or a device would
/// block or never end), and only up to a bound (a saved stack or a list of searches is
/// kilobytes; a 2 GB file must not be read whole to find it is not one).
nonisolated public enum StateFile {
    /// More than any state file this app writes needs.
    public static let maximumBytes = 1 << 20

    public enum Contents: Equatable {
        case missing
        case data(Data)
        /// Not read, and why ("is larger than 1 MB").
        case refused(String)
    }

    public static func read(_ url: URL, maximumBytes: Int = maximumBytes) -> Contents {
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            return errno == ENOENT || errno == ENOTDIR
                ? .missing : .refused("cannot be opened: \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .refused("is not a regular file")
        }
        guard status.st_size <= maximumBytes else {
            return .refused("is larger than \(maximumBytes >> 10) kB (\(status.st_size) bytes)")
        }
        // As large as the file said, and a byte more to see that it grew since: one that did
        // grows the buffer, up to the bound (a buffer of the bound was 1 MB to zero at each
        // read: 2.5 ms of every start).
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= maximumBytes else { break }
                bytes += repeatElement(0, count: min(bytes.count, maximumBytes + 1 - bytes.count))
            }
            let got = bytes.withUnsafeMutableBytes {
                Glibc.read(fd, $0.baseAddress?.advanced(by: count), $0.count - count)
            }
            if got < 0, errno == EINTR { continue }
            // A failed read is no end of file (/proc/self/mem reads as EIO): not an empty file.
            if got < 0 { return .refused("cannot be read: \(String(cString: strerror(errno)))") }
            guard got > 0 else { break }
            count += got
        }
        guard count <= maximumBytes else { return .refused("is larger than \(maximumBytes >> 10) kB") }
        return .data(Data(bytes[..<count]))
    }

    /// Moves a file this version cannot read out of the way, to `<name>.damaged`, or to
    /// `.damaged.2`, `.damaged.3`… when that is taken: an earlier copy is never replaced.
    /// Callers hold the file's lock, so no other instance takes the same name meanwhile.
    /// Answers the name it now has.
    public static func putAside(_ url: URL) throws(AtomicFile.Failure) -> URL {
        let target = AtomicFile.target(of: url)
        for number in 1...1_000 {
            let aside = URL(fileURLWithPath: target.path + (number == 1 ? ".damaged" : ".damaged.\(number)"))
            var status = stat()
            if lstat(aside.path, &status) == 0 { continue }
            guard errno == ENOENT, rename(target.path, aside.path) == 0 else {
                let reason = String(cString: strerror(errno))
                throw AtomicFile.Failure(description: "cannot put \(target.path) aside: \(reason)", reason: reason)
            }
            return aside
        }
        let reason = "1000 damaged copies are beside it already"
        throw AtomicFile.Failure(description: "cannot put \(target.path) aside: \(reason)", reason: reason)
    }
}
