import Core
import Foundation
import Glibc
import TestSupport
import Testing

@testable import TerminalApp

/// A socket at the link path that another user listens on must not get the link (issue 25 item 6).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct LinkSocketPeerTests {
    @Test(
        .enabled(
            if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
            "needs root (and python3) to listen as another user"))
    func anotherUsersSocketIsRefusedByTheClient() throws {
        // Given a socket that user "nobody" (65534) listens on, in a folder both can use
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        chmod(folder.path, 0o777)
        let path = folder.appendingPathComponent("s").path
        // A program of its own (not fork: a copy of this test process would hold the other
        // tests' descriptors), bounded to 10 s whatever happens.
        let listener = """
            import os, socket
            os.setgid(65534); os.setuid(65534)
            s = socket.socket(socket.AF_UNIX); s.bind("\(path)"); s.listen(4); s.settimeout(10)
            c, _ = s.accept(); c.send(b"ok\\n")
            """
        let child = try ProcessSpawn.start(
            "/usr/bin/python3", ["-c", listener], environment: [:],
            standard: Array(repeating: .open("/dev/null", flags: O_RDWR), count: 3)
        )
        defer {
            kill(child, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(child, &status, 0)
        }
        // (The socket file exists from its bind, before its listen: until then a connection
        // is refused as if nobody listened, so the wait is for another answer, within a minute.)
        var answer = LinkSocket.connect(to: path)
        let deadline = ContinuousClock.now + generousDeadline
        while case .failure(.noInstance) = answer,
            ContinuousClock.now < deadline
        {
            usleep(10_000)
            answer = LinkSocket.connect(to: path)
        }

        // When this user's client connects, then it refuses to send, naming why
        switch answer {
        case .success(let fd):
            close(fd)
            Issue.record("connected to another user's socket")
        case .failure(let failure):
            #expect(failure.description.contains("belongs to another user (uid 65534)"), "\(failure)")
        }
    }

    @Test(.enabled(if: getuid() == 0, "needs root to leave a socket owned by another user"))
    func anotherUsersSocketAtThePathIsNamedAsWhyTheAppCannotServe() throws {
        // Given a socket at the app's path that belongs to user "nobody" (65534)
        let folder = SocketFolder()
        let path = folder.path + "/challenge.sock"
        try Self.leaveSocket(at: path, ownedBy: 65534)

        // When the app tries to serve links there, then it refuses, naming the owner, and leaves it
        #expect {
            _ = try LinkSocketServer(path: path, log: MemoryLog())
        } throws: { error in
            guard let failure = error as? LinkSocket.Failure, case .takenByOtherUser(_, 65534) = failure else {
                return false
            }
            return failure.shortReason == "another user (uid 65534) has the socket"
        }
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_uid == 65534)
    }

    /// Binds a socket at `path`, hands the file to `uid` and closes it: what a run of that user left.
    nonisolated static func leaveSocket(at path: String, ownedBy uid: uid_t) throws {
        guard var address = LinkSocket.address(path) else { throw LinkSocket.Failure.pathTooLong(path) }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0, chown(path, uid, uid) == 0 else { throw LinkSocket.Failure.system("bind", errno) }
    }
}
