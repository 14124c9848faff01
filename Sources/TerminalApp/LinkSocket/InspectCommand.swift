import ArgumentParser
import Core
import FoundationEssentials
import Glibc

/// `challenge inspect`: asks the running app, over its link socket, for its navigation
/// snapshot, and prints it as the inspector pane's tree, as JSON, or as a JSON line per change.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print the running app's navigation: every tab's stack and modals, redirects, links, events.",
        // Written out: one of the three, not all together.
        usage: "challenge inspect [--json | --follow | --ascii]",
        discussion: """
            Plain: the tree the inspector pane (F12) shows (--ascii: with ASCII marks). --json: one JSON object, \
            {"tabs":[…],"redirects":[…],"links":[…],"events":[…]}. --follow: one such line per change \
            until the app exits or Ctrl-C. No running app, no answer within 2 s, or a reply that is not \
            a snapshot: one line on stderr and a non-zero exit status.
            """
    )

    @Flag(name: .long, help: "Print one JSON object instead of the tree.")
    var json = false

    @Flag(name: .long, help: "Print a JSON line on every change until the app exits.")
    var follow = false

    /// The app's `--ascii`, which draws the tree with ASCII marks.
    @OptionGroup var glyphs: ASCIIOption

    /// The app's `--layout` and `--lang`, which the command line reads wherever they stand
    /// (after `inspect` too): `--layout` is refused.
    @OptionGroup(visibility: .hidden) var drawing: DrawingOptions

    @OptionGroup(visibility: .hidden) var settings: ConfigOptions

    /// Each of them chooses what is printed: two together would leave one unheard.
    func validate() throws {
        try settings.refuse("inspect reads the running app's navigation and no config")
        if json, follow { throw ValidationError("--follow already prints JSON, a line per change; pass one of them") }
        if glyphs.ascii, json || follow {
            throw ValidationError("--ascii draws the tree; --json and --follow print JSON, which it does not change")
        }
        if drawing.layout != nil {
            throw ValidationError("--layout chooses how the app draws; inspect prints its navigation and draws nothing")
        }
    }

    /// The largest reply read: a snapshot is a few kilobytes (its logs and stacks are bounded).
    static let maximumReply = 1 << 20
    static let answerTimeoutMilliseconds: Int32 = 2000

    func run() throws {
        // An app that hangs up early must end this with a line, not kill it with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let fd = try LinkSocket.connectToRunningApp()
        defer { close(fd) }
        LinkSocket.write((follow ? LinkSocket.followRequest : LinkSocket.inspectRequest) + "\n", to: fd)
        var reader = LineReader(fd: fd, limit: Self.maximumReply)
        let first = try Self.snapshot(
            from: Self.line(from: &reader, timeoutMilliseconds: Self.answerTimeoutMilliseconds), first: true)
        if follow {
            // Each line as it comes (unbuffered): a pipe reader sees every change at once.
            try StandardStream.writeOutput(first.json + "\n")
            // Until the app goes away, or the reader of the output does (`| head -n1`).
            reader.endsWhenOutputIsGone = true
            while let line = try Self.line(from: &reader, timeoutMilliseconds: -1) {
                try StandardStream.writeOutput(try Self.snapshot(from: line, first: false).json + "\n")
            }
        } else if json {
            try StandardStream.writeOutput(first.json + "\n")
        } else {
            let marks: NavigationSnapshot.Glyphs = glyphs.ascii ? .ascii : .unicode
            let tree = first.lines(glyphs: marks).map { Sanitizer.cleanLines($0) }.joined(separator: "\n")
            try StandardStream.writeOutput(tree + "\n")
        }
    }

    private static func line(from reader: inout LineReader, timeoutMilliseconds: Int32) throws -> String? {
        do {
            return try reader.next(timeoutMilliseconds: timeoutMilliseconds)
        } catch LineReader.Failure.outputGone {
            throw ExitCode.success
        } catch {
            throw StartupError("the running app sent a line longer than \(maximumReply) bytes, which is not a snapshot")
        }
    }

    private static func snapshot(from line: String?, first: Bool) throws -> NavigationSnapshot {
        guard let line else {
            throw StartupError(
                first ? "the running app did not answer within 2 s" : "the running app stopped answering")
        }
        guard let snapshot = NavigationSnapshot(json: line) else {
            let shown = line.hasPrefix("error: ") ? line : "a reply that is not a navigation snapshot"
            throw StartupError("the running app sent \(Sanitizer.cleanLines(String(shown.prefix(200))))")
        }
        return snapshot
    }
}

nonisolated extension LinkSocket {
    /// A connection to the running app's socket, or the one-line reason there is none.
    static func connectToRunningApp() throws -> Int32 {
        let socket = path()
        switch connect(to: socket) {
        case .success(let fd): return fd
        case .failure(.noInstance):
            // Nobody listens, but a run that waits for the links may be taking them over now.
            let waiting = waitingRuns(socket: socket)
            guard let pid = waiting.first else { throw StartupError(Failure.noInstance(socket).description) }
            let deadline = ContinuousClock.now + takeoverWait
            while ContinuousClock.now < deadline {
                usleep(100_000)
                if case .success(let fd) = connect(to: socket) { return fd }
            }
            throw StartupError(
                "a challenge is running (pid \(pid)) without links: another run had them when it started, and it "
                    + "takes them over once that one quits; nothing was sent")
        case .failure(let failure): throw StartupError(failure.description)
        }
    }

    /// How long `open` and `inspect` wait for a run that waits for the links to take them over
    /// (it asks every second).
    static let takeoverWait: Duration = .seconds(2)
}
