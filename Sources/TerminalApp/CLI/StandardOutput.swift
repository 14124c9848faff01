import ArgumentParser
import Glibc

/// Standard output written straight to its descriptor, every failure heard: a reader that
/// went away (`| head -n1`) ends the command quietly, as the reader asked; any other
/// failure (`> /dev/full`) is a line on stderr and a failing exit, never output lost in
/// silence. Callers ignore SIGPIPE, so a gone reader is an error here, not a death.
enum StandardOutput {
    static func write(_ text: String) throws {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let code = count < 0 ? errno : EIO
                if code == EPIPE { throw ExitCode.success }
                let reason = String(cString: strerror(code))
                _ = Array("Error: cannot write the output: \(reason)\n".utf8).withUnsafeBytes {
                    Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count)
                }
                throw ExitCode.failure
            }
            written += count
        }
    }

}
