import Glibc

/// Last-resort terminal restoration. Signal handlers may only do async-signal-safe
/// work, so the state they need is captured up front in plain globals.
nonisolated enum TerminalGuard {
    /// Where quitting signals (INT, TERM, HUP) are written for the run loop to read.
    nonisolated(unsafe) static var signalPipe: (read: Int32, write: Int32) = (-1, -1)
    nonisolated(unsafe) private static var savedTermios = termios()
    nonisolated(unsafe) private static var hasSavedTermios = false
    /// The signal mask the run loop waits with: SIGWINCH is blocked at all other times, so
    /// a resize always interrupts a wait instead of arriving between two and going unseen.
    nonisolated(unsafe) static var waitMask = sigset_t()
    /// Whether the kitty keyboard protocol is pushed: a crash pops it too.
    nonisolated(unsafe) static var kittyKeyboardPushed = false
    /// The terminal has no alternate screen: a way out clears the frame (see NcursesDisplay).
    nonisolated(unsafe) static var clearsScreenOnExit = false
    /// The link socket's path as a C string, which a crash removes (a handler cannot use a Swift string).
    nonisolated(unsafe) private static var socketPath: UnsafeMutablePointer<CChar>?
    /// Where crash handlers run: a stack overflow has no stack left for them.
    nonisolated(unsafe) private static var crashStack: UnsafeMutableRawPointer?

    /// The socket a crash removes; nil once it is closed.
    static func removeOnCrash(socketAt path: String?) {
        let old = socketPath
        socketPath = path.map { strdup($0) }
        free(old)
    }

    /// The terminal opened non-blocking (TerminalOutput's), -1 without one: a crash writes
    /// through it, so a terminal that stopped reading cannot hold the process up.
    nonisolated(unsafe) static var terminalWriter: Int32 = -1

    /// Saves the terminal's modes (before ncurses changes them).
    static func saveTerminalModes() {
        hasSavedTermios = tcgetattr(STDIN_FILENO, &savedTermios) == 0
    }

    /// Puts back the saved modes at once, without waiting for output to drain.
    static func restoreTerminalModes() {
        if hasSavedTermios { _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedTermios) }
    }

    /// Routes SIGINT, SIGTERM, SIGHUP and SIGQUIT to the run loop through a pipe (each
    /// ends the app as `q` does, saving and restoring the terminal), SIGTSTP (which
    /// suspends it, the terminal given back first), SIGCONT (the terminal taken again
    /// after a stop from outside) and SIGWINCH (a resize); makes crash signals restore the
    /// terminal and leave one line in the log (open at `logDescriptor`) before the
    /// process dies.
    static func install(logDescriptor: Int32? = nil) {
        if let logDescriptor { CrashLogLine.prepare(descriptor: logDescriptor) }
        var resize = sigset_t()
        sigemptyset(&resize)
        sigaddset(&resize, SIGWINCH)
        pthread_sigmask(SIG_BLOCK, &resize, &waitMask)
        sigdelset(&waitMask, SIGWINCH)
        var fds: [Int32] = [0, 0]
        if pipe(&fds) == 0 {
            signalPipe = (fds[0], fds[1])
            for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        }
        // SIGWINCH too: a handler of the app's own keeps ncurses from installing its own,
        // which would resize to whatever the kernel says (the run loop bounds it first).
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH] {
            routeToPipe(signal)
        }
        // The crash handlers run on a stack of their own, so a stack overflow still gives
        // the terminal back and removes the socket.
        let stackSize = 256 << 10
        if crashStack == nil, let memory = malloc(stackSize) {
            var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: stackSize)
            if sigaltstack(&stack, nil) == 0 { crashStack = memory } else { free(memory) }
        }
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                TerminalGuard.restoreFromSignal()
                CrashLogLine.write(signal: number)
                if let path = TerminalGuard.socketPath { unlink(path) }
                Glibc.signal(number, SIG_DFL)
                raise(number)
            }
            action.sa_flags = SA_ONSTACK | Int32(bitPattern: UInt32(SA_NODEFER))
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        // A closed terminal must not kill us with SIGPIPE before we restore it.
        Glibc.signal(SIGPIPE, SIG_IGN)
        // A file grown past the size limit (ulimit -f) is a failed write, told like a full
        // disk, not a death with the terminal left raw.
        Glibc.signal(SIGXFSZ, SIG_IGN)
    }

    private static func routeToPipe(_ signal: Int32) {
        Glibc.signal(signal) { number in
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(TerminalGuard.signalPipe.write, &byte, 1)
        }
    }

    /// Stops the process as a shell's Ctrl-Z does, and returns once it is continued
    /// (`fg`). The caller gave the terminal back first and takes it again after.
    static func stopUntilContinued() {
        Glibc.signal(SIGTSTP, SIG_DFL)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)
        routeToPipe(SIGTSTP)
    }

    /// Reads the signals that arrived since the last call.
    static func pendingSignals() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 16)
        var signals: [Int32] = []
        while signalPipe.read >= 0 {
            let count = read(signalPipe.read, &buffer, buffer.count)
            if count <= 0 { break }
            signals += buffer.prefix(count).map { Int32($0) }
        }
        return signals
    }

    /// Async-signal-safe: leave the alternate screen, show the cursor, reset modes.
    static func restoreFromSignal() {
        // Through the non-blocking writer when there is one: a terminal that is not reading
        // loses what it has not taken (a CAN ends a sequence cut short) and gets the reset.
        let fd = terminalWriter >= 0 ? terminalWriter : STDOUT_FILENO
        let cancel: StaticString = "\u{18}"
        if terminalWriter >= 0, !writeWhole(cancel, to: fd) {
            _ = tcflush(STDOUT_FILENO, TCOFLUSH)
            _ = writeWhole(cancel, to: fd)
        }
        if kittyKeyboardPushed {
            let pop: StaticString = "\u{1B}[<u"
            _ = writeWhole(pop, to: fd)
        }
        let reset: StaticString =
            "\u{1B}[0m\u{1B}[?2004l\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?25h\u{1B}[?1049l\r\n"
        _ = writeWhole(reset, to: fd)
        if clearsScreenOnExit {
            let clear: StaticString = "\u{1B}[H\u{1B}[2J"
            _ = writeWhole(clear, to: fd)
        }
        restoreTerminalModes()
    }

    /// Async-signal-safe: whether all of `text` was written.
    private static func writeWhole(_ text: StaticString, to fd: Int32) -> Bool {
        write(fd, text.utf8Start, text.utf8CodeUnitCount) == text.utf8CodeUnitCount
    }
}
