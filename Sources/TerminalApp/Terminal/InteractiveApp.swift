import ArgumentParser
import Core
import Glibc

/// Starts the app on the real terminal and gives the terminal back on every way out.
enum InteractiveApp {
    /// What the first frame shows.
    enum Start {
        case home
        case link(String)
        /// What was saved, or `otherwise` (the config's tab) when nothing was.
        case restore(otherwise: String?)
    }

    /// Runs until quit; returns the process's exit status.
    static func run(
        container: AppContainer,
        scheduler: EventLoopScheduler,
        theme: Theme,
        layout: LayoutMode = .auto,
        start: Start,
        state: StateDirectory,
        term: String?,
        log: any LogContract,
        recording: TapeRecording? = nil,
        events: JSONLinesTrackingProvider? = nil,
        inspector: Bool = false,
        config: UserConfig = .standard,
        showsImages: Bool = false,
        pictureGate: PictureGate? = nil
    ) throws -> Int32 {
        let session = AppSession(container: container)
        let navigationStore = NavigationStateStore(url: state.file("navigation.json"), log: log)
        // Cold start: a link waits for the root screen, so the first frame is its destination.
        if case .link(let link) = start { session.open(url: link) }
        TerminalGuard.saveTerminalModes()
        TerminalGuard.install(logDescriptor: log.descriptor)
        let display: NcursesDisplay
        do {
            // Only when a picture could be pixels is the terminal asked what it draws.
            let mayDrawPixels = showsImages && config.images.drawing != .blocks && theme.usesColor && !theme.ascii
            display = try NcursesDisplay(term: term, usesColor: theme.usesColor, asksGraphics: mayDrawPixels)
        } catch let error as NcursesDisplay.SetupError {
            throw StartupError(error.description)
        }
        defer { display.close() }
        session.start()
        if case .restore(let otherwise) = start {
            if let saved = navigationStore.load() {
                session.restore(saved, log: log)
            } else if let otherwise {
                session.open(url: otherwise)
            }
        }
        let controller = AppController(session: session, theme: theme, size: display.size, clock: { scheduler.now })
        controller.layoutMode = layout
        controller.keyMap = config.keys
        controller.columnThresholds = config.columns
        let colorTerm = ProcessEnvironment.variables("COLORTERM")["COLORTERM"]
        let pictureMode = { (graphics: TerminalGraphics) in
            PictureMode.decide(
                show: showsImages, protocol: config.images.drawing, ascii: theme.ascii, usesColor: theme.usesColor,
                colors: display.colors, colorTerm: colorTerm, graphics: graphics)
        }
        let pictures = PictureStore(
            mode: pictureMode(display.negotiation.graphics), scheduler: scheduler, log: { log.log($0) })
        // A terminal that draws no picture (8 colours) fetches none.
        pictureGate?.isOpen = pictures.drawsPictures
        controller.pictures = pictures
        // Blocks until the terminal has said whether it draws pixels (a moment after start).
        display.negotiation.onGraphics = { graphics in
            pictures.mode = pictureMode(graphics)
            log.log("pictures: \(pictures.mode.name)")
        }
        // Whether navigation.json can be read is told right after the first frame, which
        // does not wait for reading it (unless it restores from it).
        // A state folder that cannot be made comes first: nothing of the run will be kept.
        let stateProblem = state.problem()
        scheduler.after(.zero) {
            if let stateProblem {
                log.log("state folder unusable, nothing will be saved: \(stateProblem)")
                controller.show(status: FrameStrings.nothingSaved.text(["problem": "\(stateProblem)"]))
            } else if let notice = navigationStore.takeNotice() {
                controller.show(status: notice)
            }
        }
        if inspector { controller.toggleInspector() }
        let loop = TerminalRunLoop(controller: controller, scheduler: scheduler, display: display, log: log)
        // A file the disk stopped (the tape, the events) is said at once on screen (a wake-up
        // draws it), and again when the run ends.
        let outputs = ([recording, events] as [(any RunOutput)?]).compactMap { $0 }
        var told: Set<ObjectIdentifier> = []
        let tellFailures = {
            for output in outputs where !told.contains(ObjectIdentifier(output)) {
                guard let notice = output.notice else { continue }
                told.insert(ObjectIdentifier(output))
                controller.show(status: notice)
                scheduler.after(.zero) {}
            }
        }
        recording?.start(size: display.size, link: { if case .link(let link) = start { link } else { nil } }())
        tellFailures()
        // Only a run that writes what it does hears of each key: to say whether a key went into a
        // text field, the loop makes the view in front once more for every key.
        if !outputs.isEmpty {
            loop.onKey = {
                recording?.key($0, size: controller.size, intoText: $1)
                tellFailures()
            }
        }
        loop.onFrame = {
            recording?.frame($0, appWidth: controller.appWidth, settled: !session.isBusy && !controller.isWrongSize)
            tellFailures()
        }
        defer { recording?.finish() }
        // The catalog is read once the first frame is out (timers run after it), so the read
        // does not take the other core while the frame is made; one that turns out unusable
        // ends the run with its one-line reason, as it would have before the UI. Keys typed
        // before it is read wait for it. Nothing is saved while it is read, and nothing at all
        // when it turns out unusable: a run that a bad catalog ends keeps what the last one saved.
        var dataRead = container.dataLoad == nil
        if let dataLoad = container.dataLoad {
            var reading = true
            loop.holdsKeys = { reading }
            scheduler.after(.zero) { dataLoad.start() }
            scheduler.run(
                {
                    try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
                        dataLoad.whenDone { done.resume(with: $0) }
                    }
                },
                completion: { result in
                    reading = false
                    switch result {
                    case .success: dataRead = true
                    case .failure(let error): controller.stop(because: "\(error)")
                    }
                })
        }
        // Saved whenever navigation settles, so a crash or SIGKILL keeps where the user was.
        let autosave = NavigationAutosave(scheduler: scheduler) { navigationStore.save($0) }
        var socket: LinkSocketServer?
        func listen(on server: LinkSocketServer) {
            socket = server
            TerminalGuard.removeOnCrash(socketAt: server.path)
            server.onLink = { link in
                recording?.open(link)
                return controller.open(link: link)
            }
            // `challenge inspect` reads it: machine-read, in English whatever the screens speak.
            server.snapshot = { Localizer.$current.withValue(.english) { session.snapshot().json } }
            loop.watch(server)
        }
        // Another run that has the links keeps them while it runs; this one asks again every
        // second and takes them over once that one quits (or is found gone).
        func takeOverWhenFree() {
            scheduler.after(Self.socketRetry) {
                guard case .success(let server) = openSocket(log: log, quietly: true) else {
                    return takeOverWhenFree()
                }
                log.log("link socket: taken over, `challenge open` reaches this run")
                LinkSocket.unmarkWaiting()
                listen(on: server)
                controller.show(status: FrameStrings.linksOn.text)
            }
        }
        switch openSocket(log: log) {
        case .success(let server):
            listen(on: server)
        case .failure(let failure):
            if controller.status == nil {
                controller.show(status: FrameStrings.linksOff.text(["reason": failure.shownReason]))
            }
            if case .alreadyRunning = failure {
                LinkSocket.markWaiting()
                takeOverWhenFree()
            }
        }
        // `challenge inspect --follow` hears of every change; nothing is built while no one follows.
        // The saved form is built when navigation changed, not on every key: its cost grows
        // with the stacks' depth.
        var notedChange: Int?
        loop.afterUpdate = {
            if dataRead, notedChange != session.changeCount {
                notedChange = session.changeCount
                autosave.note(session.savedNavigation())
            }
            socket?.publishToFollowers()
        }
        let ending = loop.run()
        // A signal or a closed terminal ends the loop before the next frame: what was left
        // for after it (a search to remember) is written now.
        scheduler.frameIsOut()
        socket?.close()
        LinkSocket.unmarkWaiting()
        TerminalGuard.removeOnCrash(socketAt: nil)
        if controller.failure == nil { autosave.note(session.savedNavigation()) }
        autosave.flush()
        log.log("ended: \(ending)")
        if let failure = controller.failure {
            log.log("stopped: \(failure)")
            throw StartupError(failure)
        }
        let failures = outputs.compactMap(\.failure)
        if !failures.isEmpty { throw StartupError(failures.joined(separator: "; ")) }
        switch ending {
        case .quit, .inputClosed: return 0
        case .signal(let number): return 128 + number
        }
    }

    /// How often a run without the links asks for them again while another run has them.
    static let socketRetry: Duration = .seconds(1)

    /// The socket for `challenge open`, or why there is none (the app runs without it);
    /// `quietly`, a failure is not logged (a retry that finds the other run still there).
    private static func openSocket(log: any LogContract, quietly: Bool = false)
        -> Result<LinkSocketServer, LinkSocket.Failure>
    {
        do throws(LinkSocket.Failure) {
            return .success(try LinkSocketServer(path: LinkSocket.path(), log: log))
        } catch {
            if !quietly { log.log("link socket unavailable, `challenge open` will not reach this run: \(error)") }
            return .failure(error)
        }
    }
}
