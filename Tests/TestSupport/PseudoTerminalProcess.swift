@preconcurrency import CNcurses
import Foundation
import Glibc

/// A program on a pseudo-terminal this process plays: every byte it writes is read back,
/// and the terminal can answer the way a given terminal would (the kitty keyboard query).
/// The soak's signal runs and the end-to-end tests start the app with it.
public final class PseudoTerminalProcess {
    public let pid: pid_t
    private let master: Int32
    /// The program's side of the terminal, which says how much of what was sent it has read.
    private let slavePath: String
    public private(set) var output: [UInt8] = []
    private var exitStatus: Int32?

    public struct Failed: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts `executable` with `arguments` in a process group of its own on a new pseudo-terminal
    /// (80×24 unless `size` says), with `environment` over this process's (TERM xterm-256color).
    public init(
        executable: String, arguments: [String], environment extra: [String: String],
        size: (columns: UInt16, rows: UInt16) = (80, 24)
    ) throws {
        var name = [CChar](repeating: 0, count: 128)
        let master = shim_open_pseudo_terminal(&name, name.count, size.rows, size.columns)
        guard master >= 0 else { throw Failed(description: "no pseudo-terminal: \(String(cString: strerror(errno)))") }
        let slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment.merge(extra) { _, new in new }

        do {
            // A process group of its own: it takes signals alone, and SIGTSTP stops it, as it
            // would not in an orphaned group (a session of its own).
            pid = try ProcessSpawn.start(
                executable, arguments, environment: environment,
                standard: Array(repeating: .open(slavePath, flags: O_RDWR), count: 3), ownGroup: true
            )
        } catch {
            Glibc.close(master)
            throw error
        }
        self.master = master
        self.slavePath = slavePath
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        Glibc.close(master)
    }

    /// Resizes the terminal as a window would, and tells the program (SIGWINCH).
    public func resize(columns: UInt16, rows: UInt16) {
        _ = shim_set_window_size(master, rows, columns)
        kill(pid, SIGWINCH)
    }

    /// Everything written so far, as text.
    public var text: String { String(decoding: output, as: UTF8.self) }

    public func send(_ text: String) {
        send(bytes: Array(text.utf8))
    }

    /// Writes bytes as typed (or pasted), whole, however much the terminal takes at a time
    /// (or until the program ends).
    public func send(bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno != EINTR, errno != EAGAIN {
                return
            } else {
                // The program is not reading yet: what it wrote is read meanwhile, so neither
                // waits on the other. A program that has ended will never read the rest.
                _ = readAvailable(waitingMilliseconds: 5)
                if hasExited { return }
            }
        }
    }

    /// The program's status once it has ended (128 + N for a signal), nil while it runs.
    public var status: Int32? { hasExited ? exitStatus : nil }

    /// Reads until the program has written nothing for `quiet` (at most `timeout`).
    public func waitUntilQuiet(for quiet: Duration, timeout: Duration = .seconds(15)) {
        let deadline = ContinuousClock.now + timeout
        var lastOutput = ContinuousClock.now
        while ContinuousClock.now < deadline, ContinuousClock.now - lastOutput < quiet, !hasExited {
            if readAvailable(waitingMilliseconds: 20) { lastOutput = ContinuousClock.now }
        }
    }

    /// Reads whatever the program has written, without waiting.
    public func readWritten() {
        while readAvailable(waitingMilliseconds: 0) {}
    }

    /// The terminal's modes as the program left them; set, as a shell sets them while the
    /// program is stopped.
    public var modes: termios {
        get {
            var modes = termios()
            _ = tcgetattr(master, &modes)
            return modes
        }
        set {
            var modes = newValue
            _ = tcsetattr(master, TCSANOW, &modes)
        }
    }

    /// Reads until `condition` holds for what was written since offset `start`, answering
    /// each kitty keyboard query when `kitty` is set; false on timeout or exit.
    @discardableResult
    public func waitUntil(
        from start: Int = 0, kitty: Bool = false, timeout: Duration = .seconds(15), _ condition: (String) -> Bool
    ) -> Bool {
        let deadline = ContinuousClock.now + timeout
        var answered = 0
        while ContinuousClock.now < deadline {
            let read = readAvailable(waitingMilliseconds: 20)
            if kitty {
                // A kitty-protocol terminal answers each query (CSI ? u) with the flags in force
                // (none yet).
                let queries = text.components(separatedBy: "\u{1B}[?u").count - 1
                while answered < queries {
                    send("\u{1B}[?0u")
                    answered += 1
                }
            }
            if condition(String(decoding: output.dropFirst(start), as: UTF8.self)) { return true }
            if !read, hasExited { return false }
        }
        return false
    }

    /// Waits for the program to end; its status (128 + N for a signal), or nil on timeout.
    /// With `reading` false nothing it writes is read meanwhile (a terminal that stopped reading).
    public func waitForExit(timeout: Duration = .seconds(15), reading: Bool = true) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if hasExited {
                while readAvailable(waitingMilliseconds: 0) {}
                return exitStatus
            }
            if reading {
                _ = readAvailable(waitingMilliseconds: 10)
            } else {
                usleep(10_000)
            }
        }
        return nil
    }

    /// Waits until the program is stopped (SIGTSTP); false on timeout.
    public func waitUntilStopped(timeout: Duration = .seconds(5)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            _ = readAvailable(waitingMilliseconds: 10)
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG | WUNTRACED) == pid, status & 0xFF == 0x7F { return true }
        }
        return false
    }

    /// How many bytes the program wrote that nobody has read yet; nil if the terminal cannot say.
    public var unread: Int? {
        var waiting: Int32 = 0
        return ioctl(master, UInt(FIONREAD), &waiting) == 0 ? Int(waiting) : nil
    }

    /// How many bytes sent to the program it has not read yet; nil if the terminal cannot say.
    /// Asked on a descriptor of the program's side opened for the question alone, so that side
    /// still closes when the program ends.
    public var unreadByProgram: Int? {
        let side = open(slavePath, O_RDONLY | O_NOCTTY | O_NONBLOCK)
        guard side >= 0 else { return nil }
        defer { Glibc.close(side) }
        var waiting: Int32 = 0
        return ioctl(side, UInt(FIONREAD), &waiting) == 0 ? Int(waiting) : nil
    }

    /// Sends `pieces` one at a time, each as soon as the program has read the one before, so
    /// they reach it apart. True when each left within `gap` of that read; false when this
    /// process was held up longer (a loaded machine), so the program may have waited out the
    /// pieces and the run proves nothing, or when the program stopped reading.
    public func sendInPieces(_ pieces: [String], gap: Duration, timeout: Duration = .seconds(5)) -> Bool {
        for (index, piece) in pieces.enumerated() {
            if index > 0 {
                // The read happened after the last look that saw bytes waiting.
                let deadline = ContinuousClock.now + timeout
                var lastLook = ContinuousClock.now
                while true {
                    guard let waiting = unreadByProgram, ContinuousClock.now < deadline else { return false }
                    if waiting == 0 { break }
                    lastLook = ContinuousClock.now
                    _ = readAvailable(waitingMilliseconds: 1)
                }
                send(piece)
                if ContinuousClock.now - lastLook > gap { return false }
            } else {
                send(piece)
            }
        }
        return true
    }

    /// Waits, reading nothing, until the program has written more than `count` unread bytes
    /// (its answer to a key): false after `timeout`, or when the terminal holds no more.
    public func waitUntilUnread(exceeds count: Int, timeout: Duration = .seconds(1)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            guard let waiting = unread else { return false }
            if waiting > count { return true }
            usleep(1_000)
        }
        return false
    }

    /// Waits, reading nothing, until the program has filled what the terminal holds unread:
    /// the bytes waiting stop growing for a quarter of a second. False after `timeout`.
    public func waitUntilTerminalIsFull(timeout: Duration = .seconds(15)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        var last: Int32 = -1
        var unchanged = 0
        while ContinuousClock.now < deadline {
            var waiting: Int32 = 0
            guard ioctl(master, UInt(FIONREAD), &waiting) == 0 else { return false }
            unchanged = waiting > 0 && waiting == last ? unchanged + 1 : 0
            if unchanged >= 12 { return true }
            last = waiting
            usleep(20_000)
        }
        return false
    }

    private var hasExited: Bool {
        if exitStatus != nil { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid, status & 0xFF != 0x7F else { return false }
        exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return true
    }

    /// Reads what is there (waiting up to the given time for something); true if it read.
    private func readAvailable(waitingMilliseconds: Int32) -> Bool {
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, waitingMilliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        output += buffer.prefix(count)
        return true
    }
}
