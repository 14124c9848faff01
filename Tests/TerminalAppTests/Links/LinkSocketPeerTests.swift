import Foundation
import Glibc
import Testing
@testable import TerminalApp

/// A socket at the link path that another user listens on must not get the link (issue 25 item 6).
@Suite struct LinkSocketPeerTests {
    @Test(.enabled(if: getuid() == 0, "needs root to listen as another user"))
    func anotherUsersSocketIsRefusedByTheClient() throws {
        // Given a socket that user "nobody" (65534) listens on, in a folder both can use
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        chmod(folder.path, 0o777)
        let path = folder.appendingPathComponent("s").path
        let child = fork()
        if child == 0 {
            guard setgid(65534) == 0, setuid(65534) == 0, var address = LinkSocket.address(path) else { _exit(1) }
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            guard bound == 0, listen(fd, 4) == 0 else { _exit(2) }
            alarm(10) // bounded whatever happens
            let client = accept(fd, nil, nil)
            _ = write(client, "ok\n", 3)
            _exit(0)
        }
        defer {
            kill(child, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(child, &status, 0)
        }
        for _ in 0..<500 where !FileManager.default.fileExists(atPath: path) { usleep(10_000) }

        // When this user's client connects, then it refuses to send, naming why
        switch LinkSocket.connect(to: path) {
        case .success(let fd):
            close(fd)
            Issue.record("connected to another user's socket")
        case .failure(let failure):
            #expect(failure.description.contains("belongs to another user (uid 65534)"), "\(failure)")
        }
    }
}
