import Core
import Glibc

/// Listens for links from `challenge open` while the app runs. The socket is made
/// with mode 0600, replaced when a crashed run left it stale, and removed on exit.
final class LinkSocketServer {
    let path: String
    let fd: Int32
    private let inode: ino_t
    private let log: any LogContract

    init(path: String, log: any LogContract) throws {
        self.path = path
        self.log = log
        try Self.clearStaleSocket(at: path, log: log)
        guard var address = LinkSocket.address(path) else { throw LinkSocket.Failure.pathTooLong(path) }
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !directory.isEmpty { try Self.makeDirectory(directory) }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw LinkSocket.Failure.system("socket", errno) }
        // Created 0600 from the start: no moment when another user could connect.
        let previousMask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        umask(previousMask)
        guard bound == 0, chmod(path, 0o600) == 0, listen(fd, 8) == 0 else {
            let code = errno
            Glibc.close(fd)
            throw LinkSocket.Failure.system("bind/listen", code)
        }
        var info = stat()
        _ = stat(path, &info)
        self.fd = fd
        self.inode = info.st_ino
    }

    /// Answers every waiting connection: a valid link is handed to `open` and
    /// answered "ok"; anything else is answered "error: …", logged, and dropped.
    func acceptConnections(open: (String) -> Void) {
        while true {
            let client = accept(fd, nil, nil)
            guard client >= 0 else { return }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            defer { Glibc.close(client) }
            switch Self.link(from: LinkSocket.readMessage(from: client, limit: DeepLink.maximumLength, timeoutMilliseconds: 200)) {
            case .success(let link):
                open(link)
                LinkSocket.write("ok\n", to: client)
            case .failure(let reason):
                log.log("link socket: rejected a message: \(reason.message)")
                LinkSocket.write("error: \(reason.message)\n", to: client)
            }
        }
    }

    struct Rejection: Error {
        let message: String
    }

    /// A message is one line of UTF-8 text without control characters.
    static func link(from bytes: [UInt8]?) -> Result<String, Rejection> {
        guard var bytes else { return .failure(Rejection(message: "message longer than \(DeepLink.maximumLength) bytes")) }
        while let last = bytes.last, last == 0x0A || last == 0x0D { bytes.removeLast() }
        guard !bytes.isEmpty else { return .failure(Rejection(message: "empty message")) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(Rejection(message: "not UTF-8 text")) }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
            return .failure(Rejection(message: "control characters in the link"))
        }
        return .success(text)
    }

    /// Stops listening and removes the socket, if it is still the one this app made.
    func close() {
        Glibc.close(fd)
        var info = stat()
        if lstat(path, &info) == 0, info.st_ino == inode {
            unlink(path)
        }
    }

    private static func clearStaleSocket(at path: String, log: any LogContract) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFSOCK, info.st_uid == getuid() else { throw LinkSocket.Failure.pathTaken(path) }
        switch LinkSocket.connect(to: path) {
        case .success(let fd):
            Glibc.close(fd)
            throw LinkSocket.Failure.alreadyRunning(path)
        case .failure:
            // Nobody answers: a crashed run left it behind.
            log.log("link socket: replacing the stale socket at \(path)")
            unlink(path)
        }
    }

    private static func makeDirectory(_ path: String) throws {
        var info = stat()
        if stat(path, &info) == 0 { return }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try makeDirectory(String(path[..<slash]))
        }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else { throw LinkSocket.Failure.system("mkdir \(path)", errno) }
    }
}
