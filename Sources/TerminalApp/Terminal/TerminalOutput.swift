@preconcurrency import CNcurses
import Glibc

/// The way from ncurses to the terminal, made so that a terminal which stops reading never
/// blocks the app. ncurses writes into a file in memory (swapped in under its descriptor
/// only while it draws: at other times that descriptor is the terminal, whose modes and
/// size ncurses reads through it), and what it wrote waits here until the terminal can
/// take it, written without waiting. Signals, links and quitting go on meanwhile.
nonisolated final class TerminalOutput {
    /// What ncurses is given as its output (see `capture`).
    let file: UnsafeMutablePointer<FILE>
    private let ncursesDescriptor: Int32
    /// The terminal as stdout has it (blocking): what ncurses's descriptor is between captures.
    private let terminal: Int32
    /// The terminal opened again, non-blocking: a description of its own, so stdin (which
    /// usually shares stdout's) stays blocking. -1 when it cannot be opened: then stdout's
    /// description is made non-blocking for each write only.
    private let writer: Int32
    private let memory: Int32
    private var pending = PendingOutput()

    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The way to the terminal open at `output` (stdout; a test's pseudo-terminal).
    init(terminal output: Int32 = STDOUT_FILENO) throws {
        let terminal = fcntl(output, F_DUPFD_CLOEXEC, 3)
        let ncursesDescriptor = fcntl(output, F_DUPFD_CLOEXEC, 3)
        let memory = shim_memory_file()
        guard terminal >= 0, ncursesDescriptor >= 0, memory >= 0, let file = fdopen(ncursesDescriptor, "w") else {
            let reason = String(cString: strerror(errno))
            for fd in [terminal, ncursesDescriptor, memory] where fd >= 0 { close(fd) }
            throw Unavailable(description: "the terminal's output could not be set up: \(reason)")
        }
        self.terminal = terminal
        self.ncursesDescriptor = ncursesDescriptor
        self.memory = memory
        self.file = file
        // ttyname_r, not ttyname: two outputs made at once (tests) must not swap names.
        var name = [CChar](repeating: 0, count: 256)
        writer =
            ttyname_r(output, &name, name.count) == 0 ? open(name, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC) : -1
        TerminalGuard.terminalWriter = writer
    }

    deinit {
        TerminalGuard.terminalWriter = -1
        fclose(file)
        close(terminal)
        close(memory)
        if writer >= 0 { close(writer) }
    }

    /// What to watch for POLLOUT while bytes wait.
    var descriptor: Int32 { writer >= 0 ? writer : terminal }

    /// Whether bytes wait for the terminal (it has not taken the last frame whole yet).
    var isWaiting: Bool { !pending.isEmpty }

    /// Runs `draw` with ncurses writing into memory, and returns what it wrote (with anything
    /// ncurses still held from before). Nothing reaches the terminal here.
    func capture(_ draw: () -> Void) -> [UInt8] {
        _ = dup2(memory, ncursesDescriptor)
        draw()
        // ncurses keeps a buffer of its own; what is left in it must land in memory too.
        _nc_flush()
        fflush(file)
        _ = dup2(terminal, ncursesDescriptor)
        _ = fcntl(ncursesDescriptor, F_SETFD, FD_CLOEXEC)
        let size = Int(lseek(memory, 0, SEEK_CUR))
        var bytes = [UInt8](repeating: 0, count: max(size, 0))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                pread(memory, $0.baseAddress?.advanced(by: done), $0.count - done, off_t(done))
            }
            if count <= 0 { break }
            done += count
        }
        // The next frame is written over this one from the start: only what it writes is read
        // (truncating freed and faulted the file's pages at every frame).
        _ = lseek(memory, 0, SEEK_SET)
        return Array(bytes.prefix(done))
    }

    /// Queues bytes after what waits and writes what the terminal takes now.
    func send(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        pending.append(bytes)
        drain()
    }

    /// Writes what the terminal takes now, never waiting.
    func drain() {
        pending.drain(through: write)
    }

    /// Sends `closing` (what gives the terminal back) after what waits, giving a slow
    /// terminal up to `patience` to take it all. One that takes nothing for that long is
    /// not reading: what it has not taken is dropped, its own queue too, and it gets
    /// `closing` alone, after a CAN that ends any escape sequence a frame was cut in.
    func finish(with closing: [UInt8], patience: Duration = .seconds(1)) {
        pending.append(closing)
        let deadline = ContinuousClock.now + patience
        while true {
            drain()
            let left = deadline - ContinuousClock.now
            guard isWaiting, left > .zero else { break }
            var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(
                &poller, 1,
                Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1))
        }
        guard isWaiting else { return }
        pending.removeAll()
        _ = tcflush(terminal, TCOFLUSH)
        pending.append([0x18] + closing)
        drain()
        pending.removeAll()
    }

    private func write(_ buffer: UnsafeRawBufferPointer) -> PendingOutput.WriteResult {
        let fd = descriptor
        let flags = writer >= 0 ? 0 : fcntl(terminal, F_GETFL)
        if writer < 0 { _ = fcntl(terminal, F_SETFL, flags | O_NONBLOCK) }
        defer { if writer < 0 { _ = fcntl(terminal, F_SETFL, flags) } }
        while true {
            let count = Glibc.write(fd, buffer.baseAddress, buffer.count)
            if count >= 0 { return .took(count) }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? .wouldBlock : .failed
        }
    }
}
