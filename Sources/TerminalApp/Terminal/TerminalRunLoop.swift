@preconcurrency import CNcurses
import Core
import Glibc

/// The interactive app: waits in poll() for keys, background results, timers and
/// signals, and redraws only after something happened. Idle means idle.
final class TerminalRunLoop {
    private let controller: AppController
    private let scheduler: EventLoopScheduler
    private let display: NcursesDisplay
    private let log: any LogContract
    private let wakePipe: (read: Int32, write: Int32)
    /// Extra descriptors to watch (the deep-link socket), with what to do when readable.
    private var sources: [any RunLoopSource] = []

    init(controller: AppController, scheduler: EventLoopScheduler, display: NcursesDisplay, log: any LogContract) {
        self.controller = controller
        self.scheduler = scheduler
        self.display = display
        self.log = log
        var fds: [Int32] = [0, 0]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            wakePipe = (fds[0], fds[1])
        } else {
            wakePipe = (-1, -1)
        }
        let writeEnd = wakePipe.write
        scheduler.onWake = {
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
        }
    }

    deinit {
        scheduler.onWake = nil
        close(wakePipe.read)
        close(wakePipe.write)
    }

    /// Called after every update, before the frame is drawn (autosave reads it).
    var afterUpdate: () -> Void = {}

    /// Called with every key the app took, after it (not the one that quit), and whether
    /// a text field had it: `--record`.
    var onKey: ((Key, _ intoText: Bool) -> Void)?

    /// Called with every frame drawn: `--record` expects each new screen.
    var onFrame: (Canvas) -> Void = { _ in }

    /// While true, every key waits (the catalog is read: no screen has its records yet).
    var holdsKeys: () -> Bool = { false }
    /// Keys typed at a screen that cannot take them yet, in the order typed (a resize is never
    /// held): while the catalog is read, or while the screen in front loads what keys act on
    /// (a server's first page, a record). They are taken once it can, one by one: one that
    /// opens a screen that loads in turn leaves the rest waiting for that one.
    private var heldKeys = HeldKeys()

    /// What keys wait for now; nil: they act.
    private var wait: Wait? {
        if holdsKeys() { return .catalog }
        return controller.readiness == .loading ? .screen : nil
    }

    /// What held keys wait for.
    enum Wait {
        /// The catalog's read.
        case catalog
        /// What the screen in front loads.
        case screen
    }

    /// What the status line says while a key waits (the next key taken clears it).
    static func status(waitingFor wait: Wait) -> String {
        switch wait {
        case .catalog: FrameStrings.loadingCatalog.text
        case .screen: FrameStrings.keysWait.text
        }
    }

    /// Polls a source's descriptors beside the keyboard, and serves it every turn.
    func watch(_ source: any RunLoopSource) {
        sources.append(source)
    }

    /// Why the loop ended.
    enum Ending: Equatable {
        case quit
        case signal(Int32)
        case inputClosed
    }

    func run() -> Ending {
        let size = display.size
        controller.resize(width: size.width, height: size.height)
        redraw()
        while true {
            if controller.wantsQuit { return .quit }
            let sourceDescriptors = sources.map(\.descriptors)
            var fds =
                [
                    pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: TerminalGuard.signalPipe.read, events: Int16(POLLIN), revents: 0),
                ] + sourceDescriptors.joined().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            // A frame the terminal has not taken whole yet goes on when it can take more.
            if display.output.isWaiting {
                fds.append(pollfd(fd: display.output.descriptor, events: Int16(POLLOUT), revents: 0))
            }
            // SIGWINCH can only arrive in here (TerminalGuard.waitMask), so a resize never waits
            // for a key: its handler writes to the signal pipe, and the loop reads the size.
            let ready = shim_poll_unblocking(&fds, nfds_t(fds.count), pollTimeout(), &TerminalGuard.waitMask)
            if ready < 0, errno != EINTR {
                log.log("poll failed: \(String(cString: strerror(errno)))")
                return .inputClosed
            }
            // The pipe has something only when poll says so, or poll was cut short by a signal.
            let signals = fds[2].revents != 0 || ready < 0 ? TerminalGuard.pendingSignals() : []
            if let signal = signals.first(where: { ![SIGTSTP, SIGCONT, SIGWINCH].contains($0) }) {
                return .signal(signal)
            }
            if signals.contains(SIGTSTP) {
                suspend()
            } else if signals.contains(SIGCONT) {
                retake()
            } else if signals.contains(SIGWINCH) {
                repaint()
            }
            if fds[1].revents != 0 { drainWakePipe() }
            if display.output.isWaiting { display.output.drain() }
            // After EINTR a key may be waiting too.
            // A paste read in slices is read on at its deadline too (a terminal that never ends it).
            let inputDue = display.input.deadline.map { $0 <= .now } ?? false
            let inputReady = fds[0].revents != 0 || ready < 0 || inputDue
            if inputReady, !readKeys(hangup: fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0) {
                return .inputClosed
            }
            // Sources never block: each reads what is there and keeps its own deadlines. One is
            // served when it has something to read or a deadline passed, not on every key.
            var first = 3
            for (source, descriptors) in zip(sources, sourceDescriptors) {
                let readable = fds[first..<(first + descriptors.count)].contains { $0.revents != 0 }
                first += descriptors.count
                if readable || source.nextDeadline.map({ $0 <= .now }) == true { source.serve() }
            }
            scheduler.drain()
            takeHeldKeys()
            redraw()
        }
    }

    /// Gives the terminal back, stops until `fg`, then takes it again at its size then.
    private func suspend() {
        display.suspend()
        TerminalGuard.stopUntilContinued()
        display.resume()
        let size = display.size
        controller.resize(width: size.width, height: size.height)
    }

    /// Continued after a stop the app did not ask for (`kill -STOP`, then `fg` or SIGCONT):
    /// the shell had the terminal meanwhile and left it cooked. Its modes are set again and
    /// the whole screen drawn.
    private func retake() {
        display.retake()
        let size = display.size
        controller.resize(width: size.width, height: size.height)
    }

    /// Ctrl-L, or a resize: the whole screen drawn again, at the terminal's size (whatever is
    /// on it now).
    private func repaint() {
        display.readSize()
        let size = display.size
        controller.resize(width: size.width, height: size.height)
        display.invalidate()
    }

    /// Reads every waiting key; false when stdin is at end of file.
    private func readKeys(hangup: Bool) -> Bool {
        var readAny = false
        while let key = display.input.readKey() {
            readAny = true
            if key == .resize {
                let size = display.size
                controller.resize(width: size.width, height: size.height)
                display.invalidate()
            } else if !heldKeys.isEmpty || wait != nil { // else nothing waits: what the screen takes is not asked
                let wait = self.wait
                // While the catalog is read, no screen has its records: leaving one finds another
                // that waits too.
                let leaveKeys = wait == .catalog ? [] : controller.leaveKeys
                switch Self.hold(
                    key, behind: heldKeys.waiting, loading: wait != nil, typing: controller.takesText,
                    quitKeys: controller.keyMap.keys(for: .quit), leaveKeys: leaveKeys,
                    moveKeys: controller.keyMap.moveKeys, movesMayReachText: controller.movesMayReachText)
                {
                case .take:
                    break
                case .takeDroppingHeld:
                    // The moves waiting were for the screen this key leaves.
                    heldKeys.removeAll()
                case .hold:
                    // A key that waits says so at once: it would otherwise look lost until the load ends.
                    if heldKeys.isEmpty { controller.show(status: Self.status(waitingFor: wait ?? .screen)) }
                    heldKeys.append(key)
                    continue
                }
            }
            take(key)
            if controller.wantsQuit { return true }
        }
        // Readable yet nothing to read: the other end is gone (EOF, closed terminal).
        if !readAny, hangup || shim_bytes_available(STDIN_FILENO) == 0 {
            return !isEndOfInput()
        }
        return true
    }

    /// Hands a key to the app, and does what it asked of the terminal.
    private func take(_ key: Key) {
        let intoText = onKey != nil && controller.takesText
        controller.handle(key)
        scheduler.drain()
        if controller.wantsQuit { return }
        onKey?(key, intoText)
        if controller.takeSuspendRequest() { suspend() }
        if controller.takeRepaintRequest() { repaint() }
        if let copied = controller.takeCopy() { display.copyToClipboard(copied) }
    }

    /// What becomes of a key typed while keys wait.
    enum Hold: Equatable {
        case take
        case hold
        /// Taken now, and the keys waiting are dropped (moves, for the screen it leaves).
        case takeDroppingHeld
    }

    /// Whether a key waits: while the screen cannot take it (`loading`), and behind any key
    /// already waiting — but not the keys that act the same whatever the screen shows, so
    /// nobody waits for a slow server or a large file to quit or leave: Ctrl-C (quit) and
    /// Ctrl-Z (suspend) always go through; a quit key (`q`, or what the config binds) and a
    /// key that leaves the screen (Back, a tab) when no text field would take it and nothing
    /// waits before it but moves (`moveKeys`). A move changes no screen, so such a key means
    /// what it means now, unless moving can reach a text field (`movesMayReachText`, a form);
    /// the moves before a key that leaves a screen still loading are dropped with it. Behind any
    /// other key (`/`, Enter) it waits: what that key opens decides what it does.
    static func hold(
        _ key: Key, behind waiting: some Collection<Key>, loading: Bool, typing: Bool,
        quitKeys: [Key] = [.character("q")],
        leaveKeys: [Key] = [], moveKeys: [Key] = [], movesMayReachText: Bool = false
    ) -> Hold {
        if key == .control("c") || key == .control("z") { return .take }
        let quits = quitKeys.contains(key) && !typing
        let leaves = leaveKeys.contains(key) && !typing
        if waiting.isEmpty { return loading && !quits && !leaves ? .hold : .take }
        // Looked through only for the few keys that may go (a burst of moves is not, key by key).
        guard quits || leaves, !movesMayReachText, waiting.allSatisfy(moveKeys.contains) else { return .hold }
        // Once the screen is there, the moves act on it in turn: what they select stays with it.
        return quits ? .take : leaves && loading ? .takeDroppingHeld : .hold
    }

    /// Takes the keys held, in order, once the screen can take them: one by one, for a key
    /// may open a screen that loads in turn (Enter on a row of a server's list), and the keys
    /// after it wait for that one. Keys that waited for a load that failed have nothing to act
    /// on: they are dropped, and the status line says so.
    private func takeHeldKeys() {
        while !heldKeys.isEmpty, wait == nil, !controller.wantsQuit {
            if controller.readiness == .failed {
                heldKeys.dropAll()
                controller.show(status: FrameStrings.keysDroppedFailed.text(heldKeys.takeDropped()))
                return
            }
            if let key = heldKeys.next() { take(key) }
        }
        if heldKeys.isEmpty, heldKeys.dropped > 0, wait == nil {
            controller.show(status: FrameStrings.keysDroppedTooMany.text(heldKeys.takeDropped()))
        }
    }

    private func isEndOfInput() -> Bool {
        var probe = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&probe, 1, 0) > 0 else { return false }
        return probe.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 || shim_bytes_available(STDIN_FILENO) == 0
    }

    /// Sleep until the next timer, or a spinner tick while something loads; else forever.
    private func pollTimeout() -> Int32 {
        var timeout: Duration?
        if let deadline = scheduler.nextDeadline {
            timeout = max(deadline - scheduler.now, .zero)
        }
        for deadline in sources.compactMap(\.nextDeadline) + [display.input.deadline].compactMap({ $0 }) {
            let left = max(deadline - ContinuousClock.now, .zero)
            timeout = min(timeout ?? left, left)
        }
        if controller.session.isBusy {
            timeout = min(timeout ?? .milliseconds(100), .milliseconds(100))
        }
        guard let timeout else { return -1 }
        let milliseconds = timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000
        return Int32(clamping: milliseconds + 1)
    }

    private func drainWakePipe() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakePipe.read, &buffer, buffer.count) > 0 {}
    }

    private func redraw() {
        afterUpdate()
        // While the terminal is still taking the last frame, none is made: when it has taken
        // it, the newest state is drawn against what it shows, and the frames in between
        // never exist (a terminal that stopped reading costs nothing but its own screen).
        if !display.output.isWaiting {
            let frame = controller.nextFrame()
            display.show(frame.canvas, cursor: frame.cursor)
            onFrame(frame.canvas)
        }
        // What the keys left for after the frame (saving a search) runs now, frame or not.
        scheduler.frameIsOut()
    }
}
