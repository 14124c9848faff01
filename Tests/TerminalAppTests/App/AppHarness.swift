import Core

@testable import TerminalApp

/// The app as replay builds it (embedded catalog, virtual clock, in-memory stores),
/// driven key by key and read back as plain-text frames.
@MainActor
final class AppHarness {
    let scheduler: EventLoopScheduler
    let session: AppSession
    let controller: AppController

    /// The catalog's read, when the harness was made to read it only once asked (`readFirst: false`).
    let dataLoad: (any BackgroundWorkContract)?

    /// `readFirst`: the catalog is read before the first key, as replay does; else it is read
    /// once `dataLoad` is started, as the terminal does after its first frame.
    init(
        width: Int = 80, height: Int = 24, data: DataSource = .embedded, ascii: Bool = false, theme: Theme? = nil,
        readFirst: Bool = true
    ) {
        let scheduler = EventLoopScheduler(clock: .virtual)
        let environment = AppEnvironment(
            scheduler: scheduler, tracker: Tracker(providers: []), storage: InMemoryStateStorage())
        // The embedded catalog always builds; tests pass catalogs they know to be valid.
        let container = try! AppComposition.makeContainer(
            data: data, environment: environment, readingStarts: readFirst ? .atOnce : .whenAsked)
        if readFirst { try! container.waitForData() }
        dataLoad = container.dataLoad
        let session = AppSession(container: container)
        session.start()
        self.scheduler = scheduler
        self.session = session
        self.controller = AppController(
            session: session,
            theme: theme ?? Theme(ascii: ascii, usesColor: false),
            size: (width, height),
            clock: { scheduler.now }
        )
    }

    /// Hands each key to the controller and runs what it scheduled, as the run loop does.
    func press(_ keys: Key...) {
        for key in keys {
            controller.handle(key)
            scheduler.drain()
        }
    }

    /// Selects the row of the menu in front by its title (Home's "About"), whatever its position.
    func select(_ title: String) {
        precondition(controller.selectRow(titled: title)?.selected == true, "no row \(title) in the menu in front")
    }

    /// Types text one character at a time.
    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Resizes the way the terminal reports it: the new size, then a resize key.
    func resize(width: Int, height: Int) {
        controller.resize(width: width, height: height)
        press(.resize)
    }

    /// The whole frame, one line a row, trailing blanks trimmed.
    var frame: String { controller.nextFrame().canvas.plainText }

    /// The frame's rows (row 0 is the tab bar, row 1 the breadcrumb).
    var lines: [String] {
        let canvas = controller.nextFrame().canvas
        return (0..<canvas.height).compactMap(canvas.line)
    }

    /// The breadcrumb's row as drawn.
    var breadcrumb: String { lines[FrameLayout.breadcrumbRow] }

    /// The footer as it is drawn with no status message.
    var footerWithoutStatus: String {
        let status = controller.status
        controller.clearStatus()
        defer { if let status { controller.show(status: status) } }
        return lines[controller.layout.height - 1]
    }

    /// The first row under the tab bar whose text contains `text` (the tab bar names
    /// what Home lists too).
    func row(containing text: String) -> Int? {
        let lines = self.lines
        return lines.indices.dropFirst().first { lines[$0].contains(text) }
    }

    /// The stack the keys act on: the deepest modal's, else the root's.
    var deepestPath: [AnyNavigation] { session.layers[session.layers.count - 1].coordinator.path }

    var activeScreen: any ScreenViewModelContract { session.activeScreen }
}
