import Core
import Foundation
import Glibc
import TerminalApp
import TestSupport

/// The soak's sections. Each plays one kind of abuse against the real parts (the
/// dispatcher and renderer, the deep-link parse, the catalog reader, the HTTP client, the
/// link socket, the binary itself) and reports what broke.
enum SoakSections {
    /// No frame may take longer, whatever the data and size.
    nonisolated(unsafe) static var frameLimit: Duration = .milliseconds(50)

    // MARK: Keys

    /// Random keys at random sizes (1×1 to 300×100), with text, clicks, resizes and links,
    /// through the controller the terminal and replay use; every frame is checked.
    static func keys(count: Int, random: inout SeededRandom, deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "keys")
        var restarts = 0
        var app: SoakApp
        do {
            app = try SoakApp(data: .embedded, random: &random)
        } catch {
            result.fail("the app did not build: \(error)")
            return result
        }
        for index in 0..<count {
            if index % 1024 == 0, ContinuousClock.now > deadline {
                result.fail("out of time after \(index) of \(count) keys")
                break
            }
            playRandomKey(app, index: index, linkEvery: 997, random: &random, into: &result, context: "")
            if app.controller.wantsQuit {
                restarts += 1
                guard let next = try? SoakApp(data: .embedded, random: &random) else { break }
                app = next
            }
        }
        result.note = "sizes 1×1 to 300×100, \(restarts) quits and fresh starts"
        return result
    }

    /// One random key through the app (a resize with a random size; a random link every
    /// `linkEvery` keys; timers moved on every 64), and its frame checked.
    static func playRandomKey(
        _ app: SoakApp, index: Int, linkEvery: Int, random: inout SeededRandom, into result: inout SoakResult,
        context: String
    ) {
        let key = randomKey(&random, size: app.controller.size)
        if case .resize = key {
            app.controller.resize(
                width: Int.random(in: 1...300, using: &random), height: Int.random(in: 1...100, using: &random))
        }
        if index % linkEvery == 0 { app.controller.session.open(url: randomLink(&random)) }
        app.controller.handle(key)
        app.scheduler.drain()
        if index % 64 == 0 {
            // Debounces and timers fire as time passes.
            app.scheduler.advance(by: .milliseconds(Int.random(in: 0...800, using: &random)))
            app.scheduler.drain()
        }
        result.cases += 1
        checkFrame(
            app, fullCheck: index % 101 == 0, into: &result, context: "\(context)key \(index) (\(key.name))")
    }

    // No q: quitting has its own share of the keys.
    private static let typed: [Character] =
        Array("abcdefghijklmnoprstuvwxyzRMS0123456789/:?-_ .,;'\"[]{}%") + [
            "é", "寿", "😀", "👨‍👩‍👧", "🇫🇷", "e\u{301}", "\u{202E}", "\u{1B}", "\u{7}", "\u{85}", "\u{FEFF}", "\u{200B}",
        ]

    /// The tabs' digit keys go up to this.
    private static let tabCount = min(AppComposition.features.filter { $0.tab != nil }.count, 9)

    static func randomKey(_ random: inout SeededRandom, size: (width: Int, height: Int)) -> Key {
        switch Int.random(in: 0..<1000, using: &random) {
        case 0..<380: return .character(typed.randomElement(using: &random)!)
        case 380..<382: return .character("q")
        case 382..<520:
            return [.up, .down, .down, .left, .right, .pageUp, .pageDown, .home, .end][
                Int.random(in: 0..<9, using: &random)]
        case 520..<640:
            return [.enter, .enter, .escape, .backspace, .tab, .backTab, .delete][Int.random(in: 0..<7, using: &random)]
        case 640..<700:
            let letter = Character(Unicode.Scalar(UInt8.random(in: 97...122, using: &random)))
            return letter == "c" || letter == "z" ? .control("e") : .control(letter)
        case 700..<720: return .function(Int.random(in: 1...12, using: &random))
        case 720..<820:
            return .click(
                x: Int.random(in: -1...max(size.width, 0), using: &random),
                y: Int.random(in: -1...max(size.height, 0), using: &random))
        case 820..<860: return Bool.random(using: &random) ? .scrollUp : .scrollDown
        case 860..<880: return .resize
        default: return .character(Character(String(Int.random(in: 1...tabCount, using: &random))))
        }
    }

    /// Draws a frame and checks it: the terminal's size exactly, the cursor on it, drawn in
    /// time, and (every so often, as it reads every cell) no control character on screen.
    static func checkFrame(_ app: SoakApp, fullCheck: Bool, into result: inout SoakResult, context: String) {
        let controller = app.controller
        let started = ContinuousClock.now
        let frame = controller.nextFrame()
        let took = ContinuousClock.now - started
        app.scheduler.frameIsOut()
        result.time(took)
        if took > frameLimit {
            result.fail("\(context): a frame at \(controller.size.width)×\(controller.size.height) took \(took)")
        }
        let canvas = frame.canvas
        if canvas.width != controller.size.width || canvas.height != controller.size.height {
            result.fail(
                "\(context): a \(canvas.width)×\(canvas.height) frame on a \(controller.size.width)×\(controller.size.height) terminal"
            )
        }
        if let cursor = frame.cursor, !(0..<canvas.width).contains(cursor.x) || !(0..<canvas.height).contains(cursor.y)
        {
            result.fail("\(context): the cursor at \(cursor) is off the \(canvas.width)×\(canvas.height) frame")
        }
        guard fullCheck else { return }
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                guard let cell = canvas[x, y] else { continue }
                if cell.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                    result.fail("\(context): a control character reached the screen at \(x),\(y)")
                    return
                }
            }
        }
    }

    // MARK: Links

    /// Every link the registered features list, a record's with id 1.
    static let validLinks = AppComposition.features.flatMap(\.links).map { $0.replacing("{id}", with: "1") }

    private static let linkPieces = [
        "%", "%2", "%FF", "%C3%A9", "%00", "%0A", "%D4", "%9F", "%E2%80%AE", "/", "//", "..", "?", "#", " ", "\t", "\n",
        "\u{FEFF}", "\u{85}", "\u{1B}[2J", "é", "😀", "0", "-1", "+1", "0x1", "1e3", "999999999", "9999999999", "detail",
        "CHARACTER",
    ]

    static func randomLink(_ random: inout SeededRandom) -> String {
        var link = validLinks.randomElement(using: &random)!
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            var characters = Array(link)
            let at = Int.random(in: 0...characters.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: characters.insert(contentsOf: linkPieces.randomElement(using: &random)!, at: at)
            case 1: if at < characters.count { characters.remove(at: at) }
            case 2: characters.insert(Character(Unicode.Scalar(UInt8.random(in: 0...255, using: &random))), at: at)
            default: if Int.random(in: 0..<50, using: &random) == 0 { characters += Array(repeating: "a", count: 5000) }
            }
            link = String(characters)
        }
        return link
    }

    /// Fuzzed links through the one parse and the app: a link that passes is printable
    /// ASCII within the limit, and opening anything shows a screen.
    static func links(count: Int, random: inout SeededRandom, deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "deep links")
        guard var app = try? SoakApp(data: .embedded, random: &random) else {
            result.fail("the app did not build")
            return result
        }
        var accepted = 0
        for index in 0..<count {
            if index % 1024 == 0, ContinuousClock.now > deadline {
                result.fail("out of time after \(index) of \(count) links")
                break
            }
            let link = randomLink(&random)
            let started = ContinuousClock.now
            if let parsed = DeepLink.parse(link) {
                accepted += 1
                let trimmed = link.trimmingCharacters(in: [" ", "\t", "\n", "\r"])
                if !trimmed.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
                    || trimmed.utf8.count > DeepLink.maximumLength
                {
                    result.fail("accepted \(link.debugDescription)")
                }
                if parsed.path.contains(where: {
                    $0.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
                }) {
                    result.fail("a control character in the path of \(link.debugDescription)")
                }
            }
            if index % 16 == 0 {
                app.controller.session.open(url: link)
                app.scheduler.drain()
                checkFrame(
                    app, fullCheck: index % 1024 == 0, into: &result,
                    context: "link \(link.debugDescription)")
            } else {
                _ = app.controller.session.container.route(url: link)
            }
            result.time(ContinuousClock.now - started)
            result.cases += 1
            if index % 4096 == 0, let next = try? SoakApp(data: .embedded, random: &random) { app = next }
        }
        result.note = "\(accepted) parsed, the rest Not Found"
        return result
    }

    // MARK: Catalogs

    /// Hostile catalogs: each is data or a one-line error, and what it holds draws.
    static func catalogs(random: inout SeededRandom, deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "hostile catalogs")
        var usable = 0
        for (name, bytes) in HostileCatalogs.all(random: &random) {
            if ContinuousClock.now > deadline {
                result.fail("out of time at \(name)")
                break
            }
            result.cases += 1
            let started = ContinuousClock.now
            do {
                let app = try SoakApp(data: .catalogData(bytes), random: &random)
                usable += 1
                for (width, height) in [(80, 24), (300, 100), (7, 3), (41, 12)] {
                    app.controller.resize(width: width, height: height)
                    for key in [
                        Key.character("2"), .enter, .down, .enter, .end, .character("3"), .enter, .character("4"),
                        .enter,
                    ] {
                        app.controller.handle(key)
                        app.scheduler.drain()
                        checkFrame(
                            app, fullCheck: true, into: &result, context: "\(name) at \(width)×\(height)")
                    }
                }
            } catch {
                let message = "\(error)"
                if message.contains("\n") || message.isEmpty {
                    result.fail("\(name): the error is not one line: \(message.debugDescription)")
                }
            }
            result.time(ContinuousClock.now - started)
        }
        result.note = "\(usable) read, the rest refused in one line"
        return result
    }

    // MARK: Server

    /// Every fault of a server on 127.0.0.1, met by the app's Characters list: each load
    /// ends within the request's bound with rows or a one-line failure on screen.
    static func server(quick: Bool, random: inout SeededRandom, deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "server faults")
        let server: FaultServer
        do {
            server = try FaultServer()
        } catch {
            result.fail("the fault server did not start: \(error)")
            return result
        }
        defer { server.stop() }
        for fault in FaultServer.Fault.allCases where !(quick && fault.isSlow) {
            if ContinuousClock.now > deadline {
                result.fail("out of time at \(fault)")
                break
            }
            result.cases += 1
            do {
                let app = try SoakApp(data: .server(server.baseURL(fault)), random: &random)
                app.controller.resize(width: 80, height: 24)
                let residentBefore = PeakMemory.resident
                PeakMemory.reset()
                let started = ContinuousClock.now
                app.controller.handle(.character("2"))
                app.scheduler.drain()
                // Each request is bounded (10 s); a list's first page is one request.
                while app.controller.session.isBusy, ContinuousClock.now - started < .seconds(15) {
                    app.scheduler.waitForDelivery(timeout: .milliseconds(50))
                    app.scheduler.drain()
                }
                let took = ContinuousClock.now - started
                result.time(took)
                if app.controller.session.isBusy { result.fail("\(fault): the load had not ended after \(took)") }
                let grew = PeakMemory.peak - residentBefore
                // Only in a run of its own: the slice in `make test` shares its process with other tests.
                if !quick, grew > FaultServer.Fault.memoryBound {
                    result.fail("\(fault): memory grew by \(grew >> 20) MB")
                }
                checkFrame(app, fullCheck: true, into: &result, context: "\(fault)")
                let screen = app.controller.render().canvas.plainText
                let failed = screen.contains("Couldn't load")
                if failed == fault.mayAnswer {
                    result.fail("\(fault): \(failed ? "a failure" : "no failure") on screen:\n\(screen)")
                }
            } catch {
                result.fail("\(fault): the app did not build: \(error)")
            }
        }
        result.note =
            "\(FaultServer.Fault.allCases.count) kinds\(quick ? " (the quick ones)" : ""), through the Characters list"
        return result
    }

    // MARK: Socket

    /// Slow, silent, oversized and many clients on the link socket: serving it never
    /// blocks the loop, and a good link still gets through.
    static func socket(deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "link socket")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("challenge-soak-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("challenge.sock").path
        let server: LinkSocketServer
        do {
            server = try LinkSocketServer(path: path, log: MemoryLog())
        } catch {
            result.fail("the socket did not open: \(error)")
            return result
        }
        defer { server.close() }
        var opened: [String] = []
        server.onLink = {
            opened.append($0)
            return true
        }
        let clients = SocketAbuse(path: path)
        clients.start()
        let until = min(ContinuousClock.now + .seconds(3), deadline)
        while ContinuousClock.now < until {
            let started = ContinuousClock.now
            server.serve()
            let took = ContinuousClock.now - started
            result.time(took)
            result.cases += 1
            if took > .milliseconds(20) { result.fail("serving the socket blocked the loop for \(took)") }
            usleep(2000)
        }
        clients.stop()
        if !opened.contains("challenge://character/detail/2") {
            result.fail("the good link never got through (opened: \(opened.count))")
        }
        if opened.count > 1 + 8 { result.fail("\(opened.count) links opened from abusive clients") }
        result.note =
            "slow, silent, oversized, 50 at once, 12 idle followers; \(clients.answered) answers, \(opened.count) link(s) opened"
        return result
    }

    // MARK: Signals

    /// The binary on a pseudo-terminal, ended by every signal: the promised status, the
    /// terminal given back, and navigation.json still readable.
    static func signals(deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "signals")
        let executable = appExecutable()
        let cases: [(name: String, signals: [Int32], status: Int32, restores: Bool)] = [
            ("INT", [SIGINT], 128 + SIGINT, true), ("TERM", [SIGTERM], 128 + SIGTERM, true),
            ("HUP", [SIGHUP], 128 + SIGHUP, true),
            ("QUIT", [SIGQUIT], 128 + SIGQUIT, true),
            ("TSTP, CONT, TERM", [SIGTSTP, SIGCONT, SIGTERM], 128 + SIGTERM, true),
            ("SEGV", [SIGSEGV], 128 + SIGSEGV, true), ("ABRT", [SIGABRT], 128 + SIGABRT, true),
            ("BUS", [SIGBUS], 128 + SIGBUS, true),
            ("FPE", [SIGFPE], 128 + SIGFPE, true), ("ILL", [SIGILL], 128 + SIGILL, true),
            ("KILL", [SIGKILL], 128 + SIGKILL, false),
        ]
        for run in cases {
            if ContinuousClock.now > deadline {
                result.fail("out of time at \(run.name)")
                break
            }
            result.cases += 1
            let state = FileManager.default.temporaryDirectory.appendingPathComponent(
                "challenge-soak-signal-\(getpid())-\(result.cases)")
            try? FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: state) }
            do {
                // The user's own config (a rebound quit key) must not change what is soaked.
                let app = try PseudoTerminalProcess(
                    executable: executable, arguments: ["--no-config"],
                    environment: ["XDG_STATE_HOME": state.path, "XDG_RUNTIME_DIR": state.path]
                )
                guard app.waitUntil({ $0.contains("q quit") }) else {
                    result.fail("\(run.name): no first frame")
                    continue
                }
                app.send("\r")
                _ = app.waitUntil { $0.contains("total") }
                usleep(400_000) // settled: the autosave has written
                var sent = ContinuousClock.now
                for signal in run.signals {
                    let before = app.output.count
                    sent = ContinuousClock.now
                    kill(app.pid, signal)
                    if signal == SIGTSTP {
                        if !app.waitUntilStopped() { result.fail("\(run.name): not stopped") }
                        if app.modes.c_lflag & tcflag_t(ICANON | ECHO) != tcflag_t(ICANON | ECHO) {
                            result.fail("\(run.name): the terminal was not given back while stopped")
                        }
                    } else if signal == SIGCONT {
                        if !app.waitUntil(from: before, { $0.contains("total") }) {
                            result.fail("\(run.name): not redrawn after CONT")
                        }
                    }
                }
                let status = app.waitForExit()
                result.time(ContinuousClock.now - sent)
                if status != run.status {
                    result.fail("\(run.name): ended with \(status.map(String.init) ?? "no exit"), not \(run.status)")
                }
                if run.restores {
                    if !app.text.contains("\u{1B}[?1049l") {
                        result.fail("\(run.name): the alternate screen was not left")
                    }
                    if app.modes.c_lflag & tcflag_t(ICANON | ECHO) != tcflag_t(ICANON | ECHO) {
                        result.fail("\(run.name): canonical mode and echo were not given back")
                    }
                }
                let store = NavigationStateStore(
                    url: state.appendingPathComponent("challenge/navigation.json"), log: MemoryLog())
                if store.notice != nil { result.fail("\(run.name): navigation.json is damaged") }
            } catch {
                result.fail("\(run.name): \(error)")
            }
        }
        result.note = "status 128+N, terminal given back, navigation.json readable"
        return result
    }
}

/// One app as replay builds it (virtual clock, state in memory), ready to take keys.
struct SoakApp {
    let controller: AppController
    let scheduler: EventLoopScheduler

    init(
        data: DataSource, random: inout SeededRandom, without: LeftOutFeatures = .none, answers: AnswerStore? = nil,
        offline: Bool = false
    ) throws {
        let scheduler = EventLoopScheduler(clock: .virtual)
        let environment = AppEnvironment(
            scheduler: scheduler, tracker: Tracker(providers: []), storage: InMemoryStateStorage(), answers: answers,
            offline: offline)
        let container = try AppAssembly.makeContainer(data: data, environment: environment, without: without)
        try container.waitForData()
        let session = AppSession(container: container)
        session.start()
        self.scheduler = scheduler
        controller = AppController(
            session: session,
            theme: Theme(ascii: Bool.random(using: &random), usesColor: Bool.random(using: &random)),
            size: (Int.random(in: 1...300, using: &random), Int.random(in: 1...100, using: &random)),
            clock: { scheduler.now }
        )
    }
}

/// Waits on this thread for async work (the soak is a plain command).
enum SoakWait {
    static func result<Value: Sendable>(
        within limit: Duration = .seconds(30), _ work: @escaping @Sendable () async throws -> Value
    ) -> Result<Value, any Error>? {
        let box = Box<Value>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.set(await Result(catching: { try await work() }))
            done.signal()
        }
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return box.value
    }

    nonisolated private final class Box<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Result<Value, any Error>?
        func set(_ value: Result<Value, any Error>) { lock.withLock { stored = value } }
        var value: Result<Value, any Error>? { lock.withLock { stored } }
    }
}

nonisolated extension Result where Failure == any Error {
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
