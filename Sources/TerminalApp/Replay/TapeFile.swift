import Core
import Glibc

/// The file a recording goes to. Every edit is one `pwrite` straight to the kernel (no
/// buffer to flush), so a crash or SIGKILL leaves a tape that parses and replays up to
/// the last key. Rewriting the last line (a fold) writes over it in place, padded with
/// spaces when it got shorter: the file is whole after every single write. A write the
/// disk refuses (full, over a size limit) ends the recording with the tape cut back to its
/// last whole line, so it still parses, and `failure` says why.
nonisolated final class TapeFile {
    let path: String
    /// Why the recording stopped, in the system's words; nil while it goes on.
    private(set) var failure: String?
    private var descriptor: Int32
    private var end: off_t = 0
    private var lastLine: (start: off_t, length: Int) = (0, 0)
    private let log: any LogContract

    /// Creates the file, refusing to overwrite one that exists unless `force`, and anything
    /// but a regular file (opened without waiting, so a FIFO with no reader is refused at once
    /// rather than holding the start).
    init(path: String, force: Bool, log: any LogContract) throws {
        self.path = path
        self.log = log
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | O_NONBLOCK | (force ? O_TRUNC : O_EXCL)
        descriptor = Glibc.open(path, flags, 0o644)
        guard descriptor >= 0 else {
            // A folder is said to be one whether or not --force was given (it offered --force,
            // which then failed with EISDIR).
            if errno == EEXIST || errno == EISDIR, Self.isFolder(path) {
                throw StartupError(
                    "cannot create the tape \(path): it is a folder; name a file, e.g. \(path)/walk.tape")
            }
            if errno == EEXIST { throw StartupError("\(path) already exists; pass --force to overwrite it") }
            let reason = errno == ENXIO ? "not a regular file" : String(cString: strerror(errno))
            throw StartupError("cannot create the tape \(path): \(reason)")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            Glibc.close(descriptor)
            descriptor = -1
            throw StartupError("cannot create the tape \(path): not a regular file")
        }
        _ = fcntl(descriptor, F_SETFL, O_WRONLY) // a regular file: writes block as usual
    }

    deinit {
        close()
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    func write(_ edit: TapeRecorder.Edit) {
        switch edit {
        case .append(let line):
            let bytes = Array((line + "\n").utf8)
            guard put(bytes, at: end, orCutTo: end) else { return }
            lastLine = (end, bytes.count)
            end += off_t(bytes.count)
        case .replaceLast(let line):
            var bytes = Array(line.utf8)
            bytes += Array(repeating: UInt8(ascii: " "), count: max(lastLine.length - 1 - bytes.count, 0))
            bytes.append(UInt8(ascii: "\n"))
            guard put(bytes, at: lastLine.start, orCutTo: lastLine.start) else { return }
            lastLine.length = bytes.count
            end = lastLine.start + off_t(bytes.count)
        }
    }

    func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }

    /// Writes all of `bytes` at `offset`. On failure the recording stops, logged once, and
    /// the file is cut to `wholeLength` (where the line being written began): a line half
    /// written would not parse, and shrinking a file needs no space.
    private func put(_ bytes: [UInt8], at offset: off_t, orCutTo wholeLength: off_t) -> Bool {
        guard descriptor >= 0 else { return false }
        // Another program cut or grew the tape: a write at the old end would leave a hole of
        // NUL bytes (or write over its lines), so the recording stops and the file is left as it is.
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_size != end {
            stop(because: "another program changed the tape (\(info.st_size) bytes where \(end) were written)")
            return false
        }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                pwrite(
                    descriptor, buffer.baseAddress?.advanced(by: written), bytes.count - written,
                    offset + off_t(written))
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else {
                let reason = result < 0 ? String(cString: strerror(errno)) : "the disk took nothing"
                _ = ftruncate(descriptor, wholeLength)
                end = wholeLength
                stop(because: reason)
                return false
            }
            written += result
        }
        return true
    }

    private func stop(because reason: String) {
        failure = reason
        log.log("recording to \(path) stopped: \(reason)")
        close()
    }
}
