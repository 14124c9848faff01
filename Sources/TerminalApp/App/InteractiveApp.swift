import ArgumentParser
import Core
import Glibc

/// Starts the app on the real terminal and gives the terminal back on every way out.
enum InteractiveApp {
    /// Runs until quit; returns the process's exit status.
    static func run(
        dependencies: AppDependencies,
        scheduler: EventLoopScheduler,
        theme: Theme,
        openLink: String?,
        term: String?,
        log: any LogContract
    ) throws -> Int32 {
        let session = AppSession(container: AppContainer.live(dependencies))
        if let openLink { session.open(url: openLink) }
        TerminalGuard.saveTerminalModes()
        TerminalGuard.install()
        let display: NcursesDisplay
        do {
            display = try NcursesDisplay(term: term, usesColor: theme.usesColor)
        } catch let error as NcursesDisplay.SetupError {
            throw StartupError(error.description)
        }
        defer { display.close() }
        // Cold start: the queued link is opened as the root appears, so the first frame is its destination.
        session.start()
        let controller = AppController(session: session, theme: theme, size: display.size, clock: { scheduler.now })
        let loop = TerminalRunLoop(controller: controller, scheduler: scheduler, display: display, log: log)
        let ending = loop.run()
        log.log("ended: \(ending)")
        switch ending {
        case .quit, .inputClosed: return 0
        case .signal(let number): return 128 + number
        }
    }
}
