import Core
import Foundation
import Glibc
import TestSupport
import Testing

@testable import TerminalApp

/// The real socket in a temporary folder: a client in another thread, the server
/// answering as the run loop would.
@MainActor
@Suite(.timeLimit(.minutes(1))) final class LinkSocketTests {
    private let socketFolder = SocketFolder()
    private var folder: String { socketFolder.path }

    private var socketPath: String { folder + "/challenge.sock" }

    /// Sends `message` from a thread of its own (never the test's) and serves it as the
    /// run loop would; returns what the app opened and the client's reply.
    private func exchange(
        _ message: [UInt8], server: LinkSocketServer, understood: Bool = true
    ) throws -> (opened: [String], reply: String) {
        let path = socketPath
        let reply = ReplyBox()
        let thread = Thread {
            guard case .success(let fd) = LinkSocket.connect(to: path) else {
                reply.finish("no connection")
                return
            }
            defer { close(fd) }
            _ = message.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            shutdown(fd, Int32(SHUT_WR))
            let bytes = LinkSocket.readMessage(from: fd, limit: 1024, timeoutMilliseconds: 2000) ?? []
            reply.finish(String(decoding: bytes, as: UTF8.self))
        }
        thread.start()
        var opened: [String] = []
        serve(server, until: { reply.isDone }) {
            opened.append($0)
            return understood
        }
        return (opened, reply.wait())
    }

    /// Runs the server as the run loop does (poll its descriptors, serve) until `done`,
    /// within one generous minute.
    private func serve(_ server: LinkSocketServer, until done: () -> Bool, open: (String) -> Bool = { _ in true }) {
        let deadline = ContinuousClock.now + generousDeadline
        while !done(), ContinuousClock.now < deadline {
            var fds = server.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 20)
            server.service(open: open)
        }
    }

    @Test func aLinkIsDeliveredToTheRunningApp() throws {
        let server = try LinkSocketServer(path: socketPath, log: MemoryLog())
        defer { server.close() }
        let result = try exchange(Array("challenge://character/detail/2\n".utf8), server: server)
        #expect(result.opened == ["challenge://character/detail/2"])
        #expect(result.reply == "ok\n")
    }

    @Test func aLinkTheAppDidNotUnderstandIsAnsweredNotALink() throws {
        // Given a server whose app understands no link
        let server = try LinkSocketServer(path: socketPath, log: MemoryLog())
        defer { server.close() }

        // When a link arrives
        let result = try exchange(Array("challenge://bogus\n".utf8), server: server, understood: false)

        // Then it was handed over, and the client hears it was not understood
        #expect(result.opened == ["challenge://bogus"])
        #expect(result.reply == "the app shows Not Found for challenge://bogus\n")
    }

    @Test func aRegularFileAtTheSocketPathIsNamedAsTheProblem() throws {
        // Given a regular file where the socket belongs
        #expect(FileManager.default.createFile(atPath: socketPath, contents: Data("x".utf8)))

        // When `challenge open` connects
        let result = LinkSocket.connect(to: socketPath)

        // Then it says the file is in the way, not that nothing listens
        guard case .failure(let failure) = result else {
            Issue.record("connected to a regular file")
            return
        }
        #expect(failure.description.contains("is not a socket but a file in the way"))
        #expect(!failure.description.contains("no running challenge"))
    }

    @Test func aSecondInstancesStartUpProbeLeavesNothingInTheFirstOnesLog() throws {
        // Given a running app's socket
        let log = MemoryLog()
        let server = try LinkSocketServer(path: socketPath, log: log)
        defer { server.close() }

        // When a second instance starts and finds it taken
        #expect(throws: LinkSocket.Failure.self) { try LinkSocketServer(path: socketPath, log: MemoryLog()) }
        // (its probe is queued and closed already: three turns accept it, read its end and drop it)
        for _ in 0..<3 { server.service(open: { _ in true }) }

        // Then the first one logged no rejected message
        #expect(!log.lines.contains { $0.contains("rejected") }, "\(log.lines)")
        #expect(server.clientCount == 0)
    }

    @Test func aFloodOfBadMessagesIsLoggedOncePerBurst() throws {
        // Given a server whose clock stands still (one burst)
        let log = MemoryLog()
        let instant = ContinuousClock.now
        let server = try LinkSocketServer(path: socketPath, log: log, now: { instant })
        defer { server.close() }

        // When 50 clients in a row send what is no message (each one logged a line)
        for _ in 0..<50 {
            let result = try exchange(
                Array(repeating: UInt8(ascii: "a"), count: DeepLink.maximumLength + 100), server: server)
            #expect(result.reply.hasPrefix("error:"))
        }

        // Then one line says it
        #expect(log.lines.filter { $0.contains("rejected") }.count == 1, "\(log.lines)")
    }

    @Test func theSocketIsOnlyForItsOwner() throws {
        let server = try LinkSocketServer(path: socketPath, log: MemoryLog())
        defer { server.close() }
        var info = stat()
        #expect(lstat(socketPath, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFSOCK)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(info.st_uid == getuid())
    }

    @Test func anOversizedMessageIsRejectedAndTheServerKeepsServing() throws {
        let log = MemoryLog()
        let server = try LinkSocketServer(path: socketPath, log: log)
        defer { server.close() }
        let big = Array(repeating: UInt8(ascii: "a"), count: DeepLink.maximumLength + 100)
        let rejected = try exchange(big, server: server)
        #expect(rejected.opened.isEmpty)
        #expect(rejected.reply.hasPrefix("error:"))
        #expect(log.lines.contains { $0.contains("rejected") })
        let next = try exchange(Array("challenge://home\n".utf8), server: server)
        #expect(next.opened == ["challenge://home"])
    }

    @Test(arguments: [
        [0xFF, 0xFE, 0x0A], [0x0A], Array("challenge://home\u{1B}[2J\n".utf8), Array("challenge://home\u{85}x\n".utf8),
        Array("challenge://home/\u{9B}2J\n".utf8), Array("challenge://hôme\n".utf8),
        Array("challenge://home/\u{200B}\n".utf8), Array("challenge://home/a b\n".utf8),
    ])
    func aMalformedMessageIsRejected(_ bytes: [UInt8]) throws {
        let server = try LinkSocketServer(path: socketPath, log: MemoryLog())
        defer { server.close() }
        let result = try exchange(bytes, server: server)
        #expect(result.opened.isEmpty)
        #expect(result.reply.hasPrefix("error:"))
    }

    @Test func aStaleSocketFromACrashIsReplaced() throws {
        // Given a socket file nobody listens on (what a crash leaves)
        let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = try #require(LinkSocket.address(socketPath))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(stale, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        #expect(bound == 0)
        close(stale)

        // When the app starts, then it listens there
        let log = MemoryLog()
        let server = try LinkSocketServer(path: socketPath, log: log)
        defer { server.close() }
        #expect(log.lines.contains { $0.contains("stale") })
        guard case .success(let fd) = LinkSocket.connect(to: socketPath) else {
            Issue.record("could not connect to the replaced socket")
            return
        }
        close(fd)
    }

    @Test func aSecondInstanceDoesNotStealALiveSocket() throws {
        let first = try LinkSocketServer(path: socketPath, log: MemoryLog())
        defer { first.close() }
        #expect(throws: LinkSocket.Failure.self) { try LinkSocketServer(path: socketPath, log: MemoryLog()) }
    }

    @Test func aFileThatIsNotASocketIsLeftAlone() throws {
        #expect(FileManager.default.createFile(atPath: socketPath, contents: Data("keep me".utf8)))
        #expect(throws: LinkSocket.Failure.self) { try LinkSocketServer(path: socketPath, log: MemoryLog()) }
        #expect(FileManager.default.contents(atPath: socketPath) == Data("keep me".utf8))
    }

    @Test func closingRemovesTheSocket() throws {
        let server = try LinkSocketServer(path: socketPath, log: MemoryLog())
        server.close()
        #expect(!FileManager.default.fileExists(atPath: socketPath))
    }

    @Test func withNoInstanceTheClientSaysSo() {
        guard case .failure(let failure) = LinkSocket.connect(to: socketPath) else {
            Issue.record("connected to nothing")
            return
        }
        #expect(failure.description.contains("no running challenge"))
    }

    @Test func theSocketLivesInTheRuntimeDirectoryOrElseTheStateDirectory() {
        #expect(LinkSocket.path(environment: ["XDG_RUNTIME_DIR": folder]) == socketPath)
        #expect(
            LinkSocket.path(environment: ["XDG_STATE_HOME": "/state", "XDG_RUNTIME_DIR": "/does/not/exist"])
                == "/state/challenge/challenge.sock")
    }

    @Test func aSilentClientNeverHoldsTheLoopAndIsDroppedAtItsDeadline() throws {
        // Given a server on a clock the test moves, and a client that connects and says nothing
        let clock = TestClock()
        let log = MemoryLog()
        let server = try LinkSocketServer(path: socketPath, log: log, now: { clock.now })
        defer { server.close() }
        guard case .success(let silent) = LinkSocket.connect(to: socketPath) else {
            Issue.record("no connection")
            return
        }
        defer { close(silent) }

        // When the loop serves it: each turn returns (a turn waiting for its bytes would wait
        // for ever, the server's clock standing still)
        for _ in 0..<5 { server.service(open: { _ in true }) }
        #expect(server.clientCount == 1)
        #expect(server.nextDeadline == clock.now + LinkSocketServer.clientDeadline)

        // And after its deadline it is dropped, with a line in the log
        clock.advance(by: LinkSocketServer.clientDeadline)
        server.service(open: { _ in true })
        #expect(server.clientCount == 0)
        #expect(log.lines.contains { $0.contains("no complete line") })
    }

    @Test func aClientSendingByteByByteIsReadAcrossTurnsWithoutWaiting() throws {
        // Given a client that sends its link in pieces, the loop serving between them
        let server = try LinkSocketServer(path: socketPath, log: MemoryLog())
        defer { server.close() }
        guard case .success(let client) = LinkSocket.connect(to: socketPath) else {
            Issue.record("no connection")
            return
        }
        defer { close(client) }
        var opened: [String] = []
        let open: (String) -> Bool = {
            opened.append($0)
            return true
        }
        for piece in ["chall", "enge://ho", "me"] {
            LinkSocket.write(piece, to: client)
            serve(server, until: { server.clientCount == 1 }, open: open)
            server.service(open: open)
            #expect(opened.isEmpty)
        }

        // When the line ends
        LinkSocket.write("\n", to: client)
        serve(server, until: { !opened.isEmpty }, open: open)

        // Then the whole link opened, once
        #expect(opened == ["challenge://home"])
    }

    @Test func clientsBeyondTheCapAreToldTheServerIsBusy() throws {
        // Given as many silent clients as the server hears at once
        let server = try LinkSocketServer(path: socketPath, log: MemoryLog())
        defer { server.close() }
        var silent: [Int32] = []
        defer { silent.forEach { close($0) } }
        for _ in 0..<LinkSocketServer.maximumClients {
            guard case .success(let fd) = LinkSocket.connect(to: socketPath) else {
                Issue.record("no connection")
                return
            }
            silent.append(fd)
        }
        serve(server, until: { server.clientCount == LinkSocketServer.maximumClients })

        // When one more connects
        guard case .success(let extra) = LinkSocket.connect(to: socketPath) else {
            Issue.record("no connection")
            return
        }
        defer { close(extra) }
        server.service(open: { _ in true })

        // Then it is answered at once and not kept
        let reply = LinkSocket.readMessage(from: extra, limit: 1024, timeoutMilliseconds: 1000) ?? []
        #expect(String(decoding: reply, as: UTF8.self) == LinkSocketServer.busyAnswer + "\n")
        #expect(server.clientCount == LinkSocketServer.maximumClients)
    }

    /// Connects `count` followers (`inspect --follow`) and serves until all are following.
    private func follow(_ count: Int, server: LinkSocketServer) -> [Int32] {
        var followers: [Int32] = []
        for _ in 0..<count {
            guard case .success(let fd) = LinkSocket.connect(to: socketPath) else { continue }
            LinkSocket.write(LinkSocket.followRequest + "\n", to: fd)
            followers.append(fd)
        }
        serve(server, until: { server.followers.count == count })
        return followers
    }

    @Test func idleFollowersLeaveRoomForALink() throws {
        // Given as many idle followers as the server takes
        let server = try LinkSocketServer(path: socketPath, log: MemoryLog())
        server.snapshot = { "{}" }
        defer { server.close() }
        let followers = follow(LinkSocketServer.maximumFollowers, server: server)
        defer { followers.forEach { close($0) } }
        #expect(server.followers.count == LinkSocketServer.maximumFollowers)

        // When a link comes
        let result = try exchange(Array("challenge://home\n".utf8), server: server)

        // Then it is heard and opened, not turned away as busy
        #expect(result.reply == "ok\n")
        #expect(result.opened == ["challenge://home"])
    }

    @Test func aFollowerBeyondItsSlotsIsToldBusyAndNotKept() throws {
        // Given every follower slot taken
        let server = try LinkSocketServer(path: socketPath, log: MemoryLog())
        server.snapshot = { "{}" }
        defer { server.close() }
        let followers = follow(LinkSocketServer.maximumFollowers, server: server)
        defer { followers.forEach { close($0) } }

        // When one more asks to follow
        let result = try exchange(Array((LinkSocket.followRequest + "\n").utf8), server: server)

        // Then it hears why, and is not kept
        #expect(result.reply == "error: busy, \(LinkSocketServer.maximumFollowers) followers already; try again\n")
        #expect(server.followers.count == LinkSocketServer.maximumFollowers)
    }

    @Test func aLinkWhoseSenderStoppedWaitingIsDroppedNotOpened() throws {
        // Given a link sent while the app was not serving, its sender gone since (it gave up)
        let log = MemoryLog()
        let server = try LinkSocketServer(path: socketPath, log: log)
        defer { server.close() }
        guard case .success(let client) = LinkSocket.connect(to: socketPath) else {
            Issue.record("no connection")
            return
        }
        LinkSocket.write("challenge://home\n", to: client)
        close(client)

        // When the app serves again
        var opened: [String] = []
        serve(server, until: { log.lines.contains { $0.contains("dropped a link") } }) {
            opened.append($0)
            return true
        }

        // Then the link is not opened, and the log says why
        #expect(opened.isEmpty)
        #expect(log.lines.contains { $0.contains("dropped a link whose sender stopped waiting") })
    }

    @Test func writingToAPeerThatHungUpIsAFailedWriteNotSIGPIPE() throws {
        // Given a connection whose other end is already closed (an app that turned `open` away)
        var pair: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        defer { close(pair[0]) }
        close(pair[1])

        // When a client writes its link there (SIGPIPE at its default, as in `challenge open`)
        let previous = signal(SIGPIPE, SIG_DFL)
        defer { signal(SIGPIPE, previous) }
        let sent = LinkSocket.write("challenge://home\n", to: pair[0])

        // Then the write failed and the process lives on to say so
        #expect(!sent)
    }

    @Test func aLinkOfExactlyTheLimitIsAcceptedWithItsNewline() throws {
        // Given a link of exactly DeepLink.maximumLength bytes, sent with its newline
        let server = try LinkSocketServer(path: socketPath, log: MemoryLog())
        defer { server.close() }
        let link =
            "challenge://home/" + String(repeating: "a", count: DeepLink.maximumLength - "challenge://home/".count)

        // When
        let result = try exchange(Array((link + "\n").utf8), server: server)

        // Then the limit applied to the link, not to the link and its newline
        #expect(result.reply == "ok\n")
        #expect(result.opened == [link])
    }
}

/// The client thread's answer, waited for by the test.
private final class ReplyBox: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: String?

    func finish(_ reply: String) {
        condition.withLock {
            value = reply
            condition.broadcast()
        }
    }

    var isDone: Bool { condition.withLock { value != nil } }

    func wait() -> String {
        condition.withLock {
            while value == nil { condition.wait() }
            return value!
        }
    }
}

/// A clock the test moves by hand.
private final class TestClock: @unchecked Sendable {
    private(set) var now = ContinuousClock.now
    func advance(by duration: Duration) { now += duration }
}
