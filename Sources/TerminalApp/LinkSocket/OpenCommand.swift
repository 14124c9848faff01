import ArgumentParser
import Core
import FoundationEssentials
import Glibc

/// `challenge open URL`: hands a link to the running app.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a challenge:// link in the running app (over its socket)."
    )

    @Argument(help: ArgumentHelp("The link (challenge --help lists them).", valueName: "url"))
    var url: String

    @OptionGroup(visibility: .hidden) var settings: ConfigOptions

    func validate() throws {
        try settings.refuse("open hands a link to the running app, which has its own")
    }

    func run() throws {
        let url = DeepLink.trimmed(url)
        guard !url.hasPrefix(LinkSocket.requestMark) else {
            throw StartupError(
                "a link never starts with \"\(LinkSocket.requestMark)\" (the socket's requests do; see `challenge inspect`)"
            )
        }
        // What can be no link is said here, in one line: the socket reads lines, so a link
        // with a line break inside would have been cut there and opened in part.
        if let problem = DeepLink.problem(in: url) { throw StartupError(problem.description) }
        // A reader of the answer that went away is an error to hear, not a death.
        signal(SIGPIPE, SIG_IGN)
        let fd = try LinkSocket.connectToRunningApp()
        defer { close(fd) }
        LinkSocket.write(url + "\n", to: fd)
        shutdown(fd, Int32(SHUT_WR))
        let reply =
            LinkSocket.readMessage(from: fd, limit: DeepLink.maximumLength + 64, timeoutMilliseconds: 2000)
            .flatMap { String(validating: $0, as: UTF8.self) }?
            .trimmingWhitespace ?? ""
        if reply.isEmpty, !Self.hungUp(fd) {
            // Closing the connection (on return) withdraws the link: the app drops a link
            // whose sender is gone, so it will not open it when it wakes.
            throw StartupError(
                "the running app did not answer within 2 s (is it stopped?); the link was withdrawn and will not open"
            )
        }
        if reply.hasPrefix(LinkSocket.notALink) {
            // Delivered but not understood: the app shows Not Found; the caller hears why.
            StandardStream.writeError("\(Sanitizer.cleanLines(reply))\n")
            throw ExitCode.failure
        }
        guard reply == "ok" else {
            throw StartupError(LinkSocket.Failure.rejected(reply.isEmpty ? "no answer" : reply).description)
        }
        try StandardStream.writeOutput("ok\n")
    }

    /// Whether the app closed the connection (rather than staying silent).
    private static func hungUp(_ fd: Int32) -> Bool {
        var status = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        var byte: UInt8 = 0
        return poll(&status, 1, 0) > 0 && recv(fd, &byte, 1, Int32(MSG_DONTWAIT) | Int32(MSG_PEEK)) == 0
    }
}
