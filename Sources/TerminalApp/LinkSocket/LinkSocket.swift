import Core
import FoundationEssentials
import Glibc

/// The Unix domain socket through which `challenge open URL` reaches a running app.
nonisolated package enum LinkSocket {
    /// How the app answers a link it received but did not understand (Not Found is shown).
    static let notALink = "the app shows Not Found for "

    /// `$XDG_RUNTIME_DIR/challenge.sock`, or the state directory when there is no runtime directory.
    static func path(
        environment: [String: String] = ProcessEnvironment.variables("XDG_RUNTIME_DIR", "XDG_STATE_HOME", "HOME")
    ) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            var info = stat()
            if stat(runtime, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                return URL(fileURLWithPath: runtime).appendingPathComponent("challenge.sock").path
            }
        }
        return StateDirectory.standard(environment: environment).file("challenge.sock").path
    }

    package enum Failure: Error, CustomStringConvertible {
        case pathTooLong(String)
        case pathTaken(String)
        case takenByOtherUser(String, uid_t)
        case alreadyRunning(String)
        case system(String, Int32)
        case noInstance(String)
        case notASocket(String)
        case rejected(String)
        case otherUser(String, uid_t)
        /// Someone listens there, but took no connection in time (a stopped app, its queue full).
        case notAccepting(String)

        package var description: String {
            switch self {
            case .pathTooLong(let path): "the socket path is too long for a Unix socket: \(path)"
            case .pathTaken(let path): "\(path) exists and is not this app's socket; leaving it alone"
            case .takenByOtherUser(let path, let uid): "\(path) is another user's socket (uid \(uid)); leaving it alone"
            case .alreadyRunning(let path): "another challenge is already listening at \(path)"
            case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
            case .noInstance(let path): "no running challenge is listening at \(path); start one with `challenge`"
            case .notASocket(let path):
                "\(path) is not a socket but a file in the way: no challenge can listen there; remove it, then start challenge again"
            case .rejected(let reason): "the running app rejected the link: \(reason)"
            case .otherUser(let path, let uid):
                "the socket at \(path) belongs to another user (uid \(uid)); the link was not sent"
            case .notAccepting(let path):
                "the app listening at \(path) takes no connection (stopped, or too busy); nothing was sent"
            }
        }

        /// Why the app cannot serve links, in the few words a status line has room for.
        var shortReason: String { reason(by: .english) }

        /// The same in the language shown (the status line).
        var shownReason: String { reason(by: .current) }

        private func reason(by localizer: Localizer) -> String {
            switch self {
            case .pathTooLong: localizer.text(FrameStrings.socketPathTooLong)
            case .pathTaken: localizer.text(FrameStrings.socketPathTaken)
            case .takenByOtherUser(_, let uid):
                Localizer.fill(localizer.text(FrameStrings.socketOtherUser), ["uid": "\(uid)"])
            case .alreadyRunning: localizer.text(FrameStrings.socketRunning)
            case .system(let call, let code):
                Localizer.fill(
                    localizer.text(FrameStrings.socketCallFailed),
                    ["call": String(call.split(separator: " ").first ?? ""), "reason": String(cString: strerror(code))])
            case .noInstance, .notASocket, .rejected, .otherUser, .notAccepting: description
            }
        }
    }

    /// A socket address for a path, or nil when the path does not fit.
    static func address(_ path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        return address
    }

    /// How long a connection may wait for the app to take it.
    static let connectTimeoutSeconds = 2

    /// Connects a new stream socket to `path`; returns the descriptor or the errno.
    package static func connect(to path: String) -> Result<Int32, Failure> {
        guard var address = address(path) else { return .failure(.pathTooLong(path)) }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return .failure(.system("socket", errno)) }
        // A stopped app's full queue would hold connect() for ever; this bounds the wait.
        var timeout = timeval(tv_sec: Int(connectTimeoutSeconds), tv_usec: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(fd)
            var info = stat()
            if code == ECONNREFUSED, lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFSOCK {
                return .failure(.notASocket(path))
            }
            if code == EAGAIN || code == EWOULDBLOCK { return .failure(.notAccepting(path)) }
            return .failure(code == ENOENT || code == ECONNREFUSED ? .noInstance(path) : .system("connect", code))
        }
        // Whoever listens there gets the link: only this user's own app may.
        guard let uid = peerUser(fd), uid == getuid() else {
            let uid = peerUser(fd) ?? uid_t.max
            close(fd)
            return .failure(.otherUser(path, uid))
        }
        return .success(fd)
    }

    /// The user at the other end of a connected Unix socket (SO_PEERCRED).
    static func peerUser(_ fd: Int32) -> uid_t? {
        // struct ucred { pid_t pid; uid_t uid; gid_t gid; }, which Glibc hides without _GNU_SOURCE.
        var credentials: (pid: Int32, uid: uid_t, gid: gid_t) = (0, 0, 0)
        var length = socklen_t(MemoryLayout.size(ofValue: credentials))
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0,
            length == MemoryLayout.size(ofValue: credentials)
        else { return nil }
        return credentials.uid
    }

    /// Reads until a newline, end of file, `limit` bytes, or `timeout` of silence.
    /// Returns nil when more than `limit` bytes came.
    package static func readMessage(from fd: Int32, limit: Int, timeoutMilliseconds: Int32) -> [UInt8]? {
        var message: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, timeoutMilliseconds) > 0 else { break }
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            message += buffer.prefix(count)
            if message.count > limit { return nil }
            if message.contains(0x0A) { break }
        }
        return message
    }

    /// Sends `text` in one call; false when it did not all go. Never raises SIGPIPE: a peer
    /// that hung up first (an app turning a client away) is an answer, not a death.
    @discardableResult
    package static func write(_ text: String, to fd: Int32) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }
}
