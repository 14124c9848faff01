import Core

/// Plays a script headlessly: the same session, dispatcher and views as the
/// terminal, drawn into an in-memory canvas at a fixed size, on a virtual clock.
package final class ReplayRunner {
    /// An expectation that did not hold, with the frame it was checked against.
    struct Failure: Error, CustomStringConvertible {
        let location: String
        let message: String
        let frame: String

        var description: String { "\(location): \(message)\n\(frame)" }
    }

    let script: ReplayScript
    let controller: AppController
    let scheduler: EventLoopScheduler
    let tracker: InMemoryTrackingProvider
    /// The strings the tape's screens speak: `replay --lang`, else `Set Language`, else its
    /// config's `language`, else English (a tape never reads the environment's).
    let localizer: Localizer
    /// How long a step may wait for real background work (a server) before failing.
    var settleTimeout: Duration = .seconds(30)

    /// Builds the app through the composition root on a virtual clock, with state in memory.
    package init(
        script: ReplayScript, data: DataSource, ascii: Bool = false, layout: LayoutMode? = nil,
        config: UserConfig = .standard, language: Language? = nil
    ) throws {
        self.script = script
        localizer = FrameStrings.localizer(language ?? script.language ?? config.language ?? .english)
        // A tape recorded in ASCII (Set ASCII on) expects ASCII frames, whatever replay is told.
        let ascii = ascii || script.ascii
        let scheduler = EventLoopScheduler(clock: .virtual)
        let tracker = InMemoryTrackingProvider()
        let environment = AppEnvironment(
            scheduler: scheduler, tracker: Tracker(providers: [tracker]), storage: InMemoryStateStorage(),
            images: Self.images(for: data, config: config))
        let container = try AppAssembly.makeContainer(data: data, environment: environment, without: script.without)
        // A script plays on the whole catalog: frames never depend on how fast it was read.
        do {
            try container.waitForData()
        } catch let error as DataSourceError {
            throw StartupError(error.description)
        }
        let session = AppSession(container: container)
        self.scheduler = scheduler
        self.tracker = tracker
        self.controller = AppController(
            session: session,
            theme: Theme(ascii: ascii, usesColor: false),
            size: script.size,
            clock: { scheduler.now }
        )
        controller.layoutMode = script.layout ?? layout ?? config.layout ?? .auto
        controller.keyMap = config.keys
        controller.columnThresholds = config.columns
        // Text frames have no colour: a picture is its placeholder, the same on every machine.
        controller.pictures = PictureStore(
            mode: PictureMode.decide(
                show: config.images.show, protocol: config.images.drawing, ascii: ascii, usesColor: false, colors: 0,
                colorTerm: nil),
            scheduler: scheduler)
    }

    /// Pictures come from a server a script plays against (its SVG pictures show them), never
    /// from the network a catalog's URLs name, and never through the user's disk cache.
    private static func images(for data: DataSource, config: UserConfig) -> (any ImageSourceContract)? {
        guard case .server = data, config.images.show, config.images.drawing != .none else { return nil }
        return RemoteImageSource.live(disk: nil, log: nil)
    }

    /// The frame drawn in `theme` with `pictures`, once the pictures it asked for are made.
    func picture(theme: Theme, pictures: PictureStore) throws -> Frame {
        try Localizer.$current.withValue(localizer) { try settledPicture(theme: theme, pictures: pictures) }
    }

    private func settledPicture(theme: Theme, pictures: PictureStore) throws -> Frame {
        var frame = controller.render(theme: theme, pictures: pictures)
        pictures.ask(for: frame.canvas.wantedPictures)
        for _ in 0..<4 where scheduler.pendingWork > 0 {
            try settle(after: nil)
            frame = controller.render(theme: theme, pictures: pictures)
            pictures.ask(for: frame.canvas.wantedPictures)
        }
        return frame
    }

    /// Runs every step. `onFrame` sees the frame after each step (nil step: the first
    /// frame); `onSnapshot` handles `Snapshot NAME`. Throws the first failed expectation.
    package func run(
        onFrame: (ReplayScript.Step?, Canvas) throws -> Void = { _, _ in },
        onSnapshot: (String, String, ReplayScript.Step) throws -> Void
    ) throws -> Canvas {
        try Localizer.$current.withValue(localizer) { try play(onFrame: onFrame, onSnapshot: onSnapshot) }
    }

    private func play(
        onFrame: (ReplayScript.Step?, Canvas) throws -> Void,
        onSnapshot: (String, String, ReplayScript.Step) throws -> Void
    ) throws -> Canvas {
        controller.session.start()
        try settle(after: nil)
        var frame = try settledFrame(after: nil)
        try onFrame(nil, frame)
        for (index, step) in script.steps.enumerated() {
            try perform(step)
            try settle(after: step)
            frame = try settledFrame(after: step)
            switch step.command {
            case .expect(let text, let anchor, let present):
                guard let region = Self.region(of: frame, anchor) else {
                    throw Failure(
                        location: "\(script.file):\(step.line)",
                        message:
                            "\(present ? "Expect" : "ExpectNot") \"\(ReplayParser.shown(text))\" \(anchor.description) failed: "
                            + "the frame (\(frame.width)×\(frame.height)) has no line \(Self.lastLine(of: anchor))",
                        frame: Self.framed(frame)
                    )
                }
                if region.contains(text) != present {
                    throw Failure(
                        location: "\(script.file):\(step.line)",
                        message:
                            "\(present ? "Expect" : "ExpectNot") \"\(ReplayParser.shown(text))\" \(anchor.description) failed: "
                            + (present ? "not found" : "found"),
                        frame: Self.framed(frame)
                    )
                }
            case .expectStack(let name):
                let top = controller.session.snapshot().frontTop
                if top != name {
                    throw Failure(
                        location: "\(script.file):\(step.line)",
                        message:
                            "ExpectStack \"\(ReplayParser.shown(name))\" failed: the front tab's top is \(top.map { "\"\($0)\"" } ?? "nothing")",
                        frame: Self.framed(frame)
                    )
                }
            case .snapshot(let name):
                try onSnapshot(name, frame.plainText, step)
            default:
                break
            }
            try onFrame(step, frame)
            if controller.wantsQuit, index + 1 < script.steps.count {
                // A quit key ends the app as it would a person's: what follows never ran.
                let next = script.steps[index + 1]
                throw Failure(
                    location: "\(script.file):\(next.line)",
                    message: "\(next.source) never ran: the app quit at line \(step.line) (\(step.source))",
                    frame: Self.framed(frame)
                )
            }
            if controller.wantsQuit { break }
        }
        return frame
    }

    private func perform(_ step: ReplayScript.Step) throws {
        switch step.command {
        case .key(let key, let times):
            for _ in 0..<times {
                controller.handle(key)
                scheduler.drain()
                if controller.wantsQuit { return }
            }
        case .type(let text):
            for character in text {
                controller.handle(character == "\n" ? .enter : .character(character))
                scheduler.drain()
                if controller.wantsQuit { return }
            }
        case .resize(let width, let height):
            controller.resize(width: width, height: height)
            controller.handle(.resize)
        case .open(let link):
            controller.open(link: link)
        case .select(let title):
            guard let answer = controller.selectRow(titled: title), answer.selected else {
                let rows = controller.selectRow(titled: title)?.rows
                throw Failure(
                    location: "\(script.file):\(step.line)",
                    message: "Select \"\(ReplayParser.shown(title))\" failed: "
                        + (rows.map { "the menu in front has no such row (rows: \($0.joined(separator: ", ")))" }
                            ?? "no menu is in front"),
                    frame: Self.framed(controller.render().canvas))
            }
        case .sleep(let duration):
            scheduler.advance(by: duration)
        case .expect, .expectStack, .snapshot:
            break
        }
    }

    /// The next frame, once what drawing it started has finished (a picture made for the size
    /// it is drawn at): a frame is only taken when drawing it starts nothing.
    private func settledFrame(after step: ReplayScript.Step?) throws -> Canvas {
        var frame = controller.nextFrame().canvas
        for _ in 0..<4 where scheduler.pendingWork > 0 {
            try settle(after: step)
            frame = controller.nextFrame().canvas
        }
        scheduler.frameIsOut()
        return frame
    }

    /// Waits until nothing is in flight and no timer is pending (debounces have fired
    /// on the virtual clock). Only real background work (a server) costs real time.
    private func settle(after step: ReplayScript.Step?) throws {
        let deadline = ContinuousClock.now + settleTimeout
        while true {
            scheduler.drain()
            if scheduler.pendingWork > 0 {
                guard ContinuousClock.now < deadline else {
                    let location = step.map { "\(script.file):\($0.line)" } ?? script.file
                    throw Failure(
                        location: location, message: "the app did not settle: background work still running",
                        frame: Self.framed(controller.nextFrame().canvas))
                }
                scheduler.waitForDelivery(timeout: .milliseconds(20))
                continue
            }
            if let next = scheduler.nextDeadline {
                scheduler.advance(by: max(next - scheduler.now, .zero))
                continue
            }
            return
        }
    }

    /// The text an expectation looks at; nil when its lines are not all in the frame.
    static func region(of frame: Canvas, _ anchor: ReplayScript.Anchor) -> String? {
        switch anchor {
        case .screen:
            return frame.plainText
        case .lines(let range):
            guard range.upperBound <= frame.height else { return nil }
            return range.compactMap { frame.line($0 - 1) }.joined(separator: "\n")
        }
    }

    /// The line an anchor needs last (what a too-short frame lacks).
    private static func lastLine(of anchor: ReplayScript.Anchor) -> Int {
        if case .lines(let range) = anchor { return range.upperBound }
        return 1
    }

    /// A frame with a ruler, for error messages.
    static func framed(_ frame: Canvas) -> String {
        let rule = String(repeating: "─", count: frame.width)
        return "┌\(rule)┐\n"
            + (0..<frame.height).map { y in
                let line = frame.line(y) ?? ""
                return "│" + line + String(repeating: " ", count: max(frame.width - TextWidth.of(line), 0)) + "│"
            }.joined(separator: "\n") + "\n└\(rule)┘"
    }
}
