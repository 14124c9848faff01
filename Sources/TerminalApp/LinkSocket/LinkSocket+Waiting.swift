import FoundationEssentials
import Glibc

/// Runs without the links while another has them leave a mark beside the socket, so that
/// `challenge open` finding nobody listening can tell "no challenge runs" from "one runs and
/// is about to take the links over" (it asks again every second).
nonisolated extension LinkSocket {
    private static let waitingPrefix = "challenge.sock.waiting-"

    /// This run's mark, beside the socket.
    static func waitingMark(pid: pid_t = getpid(), socket: String = path()) -> String {
        let folder = socket[..<(socket.lastIndex(of: "/") ?? socket.startIndex)]
        return "\(folder)/\(waitingPrefix)\(pid)"
    }

    /// Leaves the mark (nothing when it cannot: the mark only improves a message).
    static func markWaiting() {
        let fd = open(waitingMark(), O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
        if fd >= 0 { close(fd) }
    }

    static func unmarkWaiting() {
        unlink(waitingMark())
    }

    /// The runs whose marks are beside the socket and that still run (a crashed run's mark is
    /// ignored).
    static func waitingRuns(socket: String = path()) -> [pid_t] {
        let folder = String(socket[..<(socket.lastIndex(of: "/") ?? socket.startIndex)])
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.compactMap { name in
            guard name.hasPrefix(waitingPrefix), let pid = pid_t(name.dropFirst(waitingPrefix.count)) else {
                return nil
            }
            return kill(pid, 0) == 0 || errno == EPERM ? pid : nil
        }.sorted()
    }
}
