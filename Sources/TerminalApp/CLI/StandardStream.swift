import ArgumentParser
import Glibc

/// Standard output and standard error written straight to their descriptors, whole, with
/// every failure heard. Callers ignore SIGPIPE, so a reader that went away is an error
/// here, not a death.
nonisolated enum StandardStream {
    /// Why a write could not be done: the `errno` of the call that failed.
    struct Failure: Error, CustomStringConvertible {
        let code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    /// Writes all of `text` to `fd`.
    static func write(_ text: String, to fd: Int32) throws(Failure) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Failure(code: count < 0 ? errno : EIO) }
            written += count
        }
    }

    /// A command's output: a reader that went away (`| head -n1`) ends the command quietly,
    /// as the reader asked; any other failure (`> /dev/full`) is a line on stderr and a
    /// failing exit, never output lost in silence.
    static func writeOutput(_ text: String) throws {
        do {
            try write(text, to: STDOUT_FILENO)
        } catch  where error.code == EPIPE {
            throw ExitCode.success
        } catch {
            writeError("Error: cannot write the output: \(error)\n")
            throw ExitCode.failure
        }
    }

    /// A line on standard error; nothing more can be done when even that fails.
    static func writeError(_ text: String) {
        try? write(text, to: STDERR_FILENO)
    }
}
