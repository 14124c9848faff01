import Core
import Glibc

/// Listens for links from `challenge open` while the app runs. The socket is made
/// with mode 0600, replaced when a crashed run left it stale, and removed on exit.
package final class LinkSocketServer: RunLoopSource {
    let path: String
    let fd: Int32
    private let inode: ino_t
    private let log: any LogContract
    /// What clients cause, said once per burst: a client reconnecting without end grew the log
    /// by about 48 kB a second.
    private let bursts: BurstLog

    package init(
        path: String, log: any LogContract, now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) throws(LinkSocket.Failure) {
        self.path = path
        self.log = log
        self.now = now
        bursts = BurstLog(log: log, now: now)
        try Self.clearStaleSocket(at: path, log: log)
        guard var address = LinkSocket.address(path) else { throw LinkSocket.Failure.pathTooLong(path) }
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !directory.isEmpty { try Self.makeDirectory(directory) }
        let fd = socket(
            AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw LinkSocket.Failure.system("socket", errno) }
        // Created 0600 from the start: no moment when another user could connect.
        let previousMask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
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

    /// At most this many clients are heard at once; more are answered "busy" and closed.
    /// Followers (`inspect --follow`) have slots of their own: however many follow, a link
    /// or a one-shot `inspect` is still heard.
    static let maximumClients = 8
    static let maximumFollowers = 8
    /// What a client turned away hears: nothing it sent was acted on.
    static let busyAnswer = "error: busy, nothing was done; try again"
    /// A client has this long from connecting to sending its whole line.
    static let clientDeadline: Duration = .seconds(2)

    /// A connection being read: what it sent so far, and until when it may take.
    private struct Client {
        let fd: Int32
        var bytes: [UInt8] = []
        let deadline: ContinuousClock.Instant
    }

    private var clients: [Client] = []
    private let now: () -> ContinuousClock.Instant
    /// Clients of `challenge inspect --follow`, sent a snapshot line on every change, each
    /// with the last line it was sent (an unchanged snapshot is not sent again).
    var followers: [(fd: Int32, last: String)] = []
    /// The running app's navigation snapshot as one JSON line, for `challenge inspect`
    /// (nil: this server has none to give).
    var snapshot: (() -> String)?

    /// Descriptors the run loop polls: the listening socket, every client's and follower's.
    var descriptors: [Int32] { [fd] + clients.map(\.fd) + followers.map(\.fd) }

    /// When the slowest client's time runs out, for the run loop's timeout.
    var nextDeadline: ContinuousClock.Instant? { clients.map(\.deadline).min() }

    /// Where complete links go (the app opens them); false when the app did not understand one.
    package var onLink: (String) -> Bool = { _ in true }

    package func serve() {
        service(open: onLink)
    }

    /// Clients being read now.
    var clientCount: Int { clients.count }

    /// Accepts what is waiting and reads what each client sent, without ever blocking:
    /// a complete valid link is handed to `open` and answered "ok", or "the app shows Not Found for …" when
    /// the app did not understand it; anything else is answered "error: …", logged and
    /// dropped; a client past its deadline is dropped.
    func service(open: (String) -> Bool) {
        acceptWaiting()
        dropGoneFollowers()
        let instant = now()
        var kept: [Client] = []
        for var client in clients {
            switch Self.read(&client) {
            case .waiting where instant >= client.deadline:
                finish(
                    client, .failure(Rejection(message: "no complete line within \(Self.clientDeadline)")), open: open)
            case .waiting:
                kept.append(client)
            case .complete(let bytes):
                finish(client, Self.link(from: bytes), open: open)
            case .tooLong:
                finish(client, Self.link(from: nil), open: open)
            case .failed, .hungUpSilently:
                // Hanging up without a byte is how another challenge checks that this one runs.
                Glibc.close(client.fd)
            }
        }
        clients = kept
    }

    private func acceptWaiting() {
        while true {
            let client = accept(fd, nil, nil)
            guard client >= 0 else { return }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
            guard LinkSocket.peerUser(client) == getuid() else {
                bursts.log("other user", "link socket: turned away a client of another user")
                Glibc.close(client)
                continue
            }
            guard clients.count < Self.maximumClients else {
                bursts.log("busy", "link socket: turned a client away, \(Self.maximumClients) already connected")
                LinkSocket.write(Self.busyAnswer + "\n", to: client)
                Glibc.close(client)
                continue
            }
            clients.append(Client(fd: client, deadline: now() + Self.clientDeadline))
        }
    }

    private func finish(_ client: Client, _ result: Result<String, Rejection>, open: (String) -> Bool) {
        switch result {
        case .success(let message) where message.hasPrefix(LinkSocket.requestMark):
            // Not a link: a request for the snapshot, answered (and maybe followed) there.
            if answer(message, to: client.fd) { return }
        case .success where Self.hasHungUp(client.fd):
            // `open` gave up waiting (the app was stopped) and told its user the link was
            // withdrawn: opening it now would make that a lie.
            bursts.log("withdrawn", "link socket: dropped a link whose sender stopped waiting for the answer")
        case .success(let link):
            LinkSocket.write(
                open(link)
                    ? "ok\n" : "\(LinkSocket.notALink)\(UntrustedText.shown(link, limit: DeepLink.maximumLength))\n",
                to: client.fd)
        case .failure(let reason):
            bursts.log("rejected", "link socket: rejected a message: \(reason.message)")
            LinkSocket.write("error: \(reason.message)\n", to: client.fd)
        }
        Glibc.close(client.fd)
    }

    /// Whether the client closed its end entirely (not just its writing half, as `open`
    /// does once its link is sent): nobody is left to hear an answer.
    private static func hasHungUp(_ fd: Int32) -> Bool {
        var status = pollfd(fd: fd, events: 0, revents: 0)
        return poll(&status, 1, 0) > 0 && status.revents & Int16(POLLHUP) != 0
    }

    private enum ReadState {
        case waiting
        case complete([UInt8])
        case tooLong
        case failed
        /// Connected and closed without sending anything (a start-up probe).
        case hungUpSilently
    }

    /// Reads what a client has sent so far (non-blocking).
    private static func read(_ client: inout Client) -> ReadState {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = recv(client.fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if count > 0 {
                client.bytes += buffer.prefix(count)
                if let newline = client.bytes.firstIndex(of: 0x0A) { return .complete(Array(client.bytes[..<newline])) }
                // The limit is on the link; a trailing "\r" may still come before the newline.
                if client.bytes.count > DeepLink.maximumLength + 1 { return .tooLong }
            } else if count == 0 {
                return client.bytes.isEmpty ? .hungUpSilently : .complete(client.bytes)
            } else if errno == EINTR {
                continue
            } else {
                return errno == EAGAIN || errno == EWOULDBLOCK ? .waiting : .failed
            }
        }
    }

    struct Rejection: Error {
        let message: String
    }

    /// A message is one line of UTF-8 text without control characters, at most
    /// `DeepLink.maximumLength` bytes before its line ending; a link (not a request) is one
    /// `DeepLink.problem(in:)` finds nothing wrong with.
    static func link(from bytes: [UInt8]?) -> Result<String, Rejection> {
        let tooLong = Rejection(message: "message longer than \(DeepLink.maximumLength) bytes")
        guard var bytes else { return .failure(tooLong) }
        while let last = bytes.last, last == 0x0A || last == 0x0D { bytes.removeLast() }
        guard bytes.count <= DeepLink.maximumLength else { return .failure(tooLong) }
        guard !bytes.isEmpty else { return .failure(Rejection(message: "empty message")) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(Rejection(message: "not UTF-8 text"))
        }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
            return .failure(Rejection(message: "control characters in the link"))
        }
        // What can be no link is refused as `challenge open` refuses it (a tape records what
        // is opened here, and replays only what passes).
        if !text.hasPrefix(LinkSocket.requestMark), let problem = DeepLink.problem(in: text) {
            return .failure(Rejection(message: problem.description))
        }
        return .success(text)
    }

    /// Stops listening and removes the socket, if it is still the one this app made.
    package func close() {
        for client in clients { Glibc.close(client.fd) }
        clients = []
        for follower in followers { Glibc.close(follower.fd) }
        followers = []
        Glibc.close(fd)
        var info = stat()
        if lstat(path, &info) == 0, info.st_ino == inode {
            unlink(path)
        }
    }

    private static func clearStaleSocket(at path: String, log: any LogContract) throws(LinkSocket.Failure) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFSOCK else { throw LinkSocket.Failure.pathTaken(path) }
        guard info.st_uid == getuid() else { throw LinkSocket.Failure.takenByOtherUser(path, info.st_uid) }
        switch LinkSocket.connect(to: path) {
        case .success(let fd):
            Glibc.close(fd)
            throw LinkSocket.Failure.alreadyRunning(path)
        case .failure(.notAccepting):
            // Someone listens but takes nobody now (stopped): it is no crashed run's leftover.
            throw LinkSocket.Failure.alreadyRunning(path)
        case .failure:
            // Nobody answers: a crashed run left it behind.
            log.log("link socket: replacing the stale socket at \(path)")
            unlink(path)
        }
    }

    private static func makeDirectory(_ path: String) throws(LinkSocket.Failure) {
        var info = stat()
        if stat(path, &info) == 0 { return }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try makeDirectory(String(path[..<slash]))
        }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
            throw LinkSocket.Failure.system("mkdir \(path)", errno)
        }
    }
}
