import Core
import Foundation
import TestSupport
import Testing

@testable import TerminalApp

/// A character's portrait from a real server on 127.0.0.1 (a JPEG the test drew), on the real
/// binary: as blocks in tmux, from the disk cache once the server is gone, and as pixels on
/// a pseudo-terminal that answers as kitty or a sixel terminal does.
@Suite("End to end: portraits", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndPortraitTests {
    /// The embedded catalog served as the API serves it, each character's image a face drawn
    /// for it on the same server (CatalogServer); with `images`, the images are said to be there instead.
    private static func serving(
        images: String? = nil, _ body: (TestHTTPServer) async throws -> Void
    ) async throws {
        let address = ReplayPortraitTests.Address()
        try await TestHTTPServer.with({ try await CatalogServer.answer($0, base: images ?? address.url) }) { server in
            address.url = server.baseURL.absoluteString
            try await body(server)
        }
    }

    /// Whether a screen shows block symbols (▀▄▌▐ and the quadrants).
    private static func hasBlocks(_ screen: String) -> Bool {
        screen.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) && $0.value != 0x2588 }
    }

    @Test("In tmux (256 colours) the portrait is blocks; with the server gone it comes from the disk cache")
    func blocksInTmuxThenFromTheCache() async throws {
        let cache = try ScratchDirectory(prefix: "challenge-portrait-cache")
        var base = ""
        try await Self.serving { server in
            base = server.baseURL.absoluteString
            let session = try TmuxSession(
                arguments: ["--api-base-url", base, "--open", "challenge://character/detail/1"],
                environment: ["XDG_CACHE_HOME": cache.url.path, "TERM": "tmux-256color"])
            try await session.waitUntil("the portrait as blocks") { $0.contains("Species:") && Self.hasBlocks($0) }
            try session.send("q")
            #expect(try await session.waitForExit().status == 0)
        }

        // The first server is gone: a second start, its records served by a server whose
        // answers say the images are on the first, still shows the portrait, from the cache
        try await Self.serving(images: base) { server in
            let session = try TmuxSession(
                arguments: [
                    "--api-base-url", server.baseURL.absoluteString, "--open", "challenge://character/detail/1",
                ],
                environment: ["XDG_CACHE_HOME": cache.url.path, "TERM": "tmux-256color"])
            try await session.waitUntil("the portrait from the cache") { $0.contains("Species:") && Self.hasBlocks($0) }
            try session.send("q")
            #expect(try await session.waitForExit().status == 0)
        }
    }

    /// The app on a pseudo-terminal with its state and cache in `folder`, once it has asked the
    /// terminal its questions (DA1 last). `swift test` sets NO_COLOR for what it runs; an
    /// empty one is none.
    private static func started(
        _ arguments: [String], folder: ScratchDirectory, environment: [String: String] = [:]
    ) throws -> PseudoTerminalProcess {
        let path = folder.url.path
        let terminal = try PseudoTerminalProcess(
            executable: TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path,
            arguments: arguments,
            environment: ["XDG_STATE_HOME": path, "XDG_RUNTIME_DIR": path, "XDG_CACHE_HOME": path, "NO_COLOR": ""]
                .merging(environment) { $1 })
        #expect(terminal.waitUntil { $0.contains(TerminalReply.deviceAttributesQuery) })
        return terminal
    }

    /// Rick's detail from `server`, on a terminal that has been asked its questions.
    private static func rick(server: TestHTTPServer, folder: ScratchDirectory) throws -> PseudoTerminalProcess {
        try started(
            ["--api-base-url", server.baseURL.absoluteString, "--open", "challenge://character/detail/1"],
            folder: folder)
    }

    /// Rick's detail on a terminal that answers kitty's query when `kitty`, then the cell's
    /// size (10×20), then DA1 `da1`.
    private static func terminal(server: TestHTTPServer, cache: ScratchDirectory, kitty: Bool, da1: String) throws
        -> PseudoTerminalProcess
    {
        let terminal = try rick(server: server, folder: cache)
        #expect(terminal.text.contains(KittyGraphics.query) && terminal.text.contains(TerminalReply.cellSizeQuery))
        terminal.send((kitty ? "\u{1B}_Gi=31;OK\u{1B}\\" : "") + "\u{1B}[6;20;10t" + da1)
        return terminal
    }

    @Test("A terminal that answers kitty's graphics query gets the portrait in its protocol, taken down on Back")
    func kittyGetsPixelsTakenDownOnBack() async throws {
        let state = try ScratchDirectory(prefix: "challenge-portrait-kitty")
        try await Self.serving { server in
            let terminal = try Self.terminal(server: server, cache: state, kitty: true, da1: "\u{1B}[?62;c")

            // The picture is sent in the protocol, from the portrait's cell, the cursor kept
            #expect(
                terminal.waitUntil { $0.contains("\u{1B}7\u{1B}[6;60H\u{1B}_Ga=T,f=32") },
                "\(terminal.text.suffix(300))")
            #expect(!Self.hasBlocks(terminal.text))

            // Back takes it down, and the list shows
            let mark = terminal.output.count
            terminal.send("\u{1B}")
            #expect(terminal.waitUntil(from: mark) { $0.contains(KittyGraphics.deleteAll) })
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
        }
    }

    @Test("A terminal whose DA1 names sixel gets the portrait as sixel")
    func sixelGetsSixel() async throws {
        let state = try ScratchDirectory(prefix: "challenge-portrait-sixel")
        try await Self.serving { server in
            let terminal = try Self.terminal(server: server, cache: state, kitty: false, da1: "\u{1B}[?62;4;22c")
            #expect(terminal.waitUntil { $0.contains("\u{1B}7\u{1B}[6;60H\u{1B}P") }, "\(terminal.text.suffix(300))")
            #expect(!terminal.text.contains("\u{1B}_Ga=T"))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
        }
    }

    /// The scrolls ncurses may send in `bytes` (a scroll region, scroll up or down, a reverse
    /// index, inserted or deleted lines): on a sixel terminal each moves the pixels with the text.
    private static func scrolls(in bytes: some Sequence<UInt8>) -> [String] {
        let text = String(decoding: Array(bytes), as: UTF8.self)
        let pattern = /\x1B\[[0-9]*;?[0-9]*[rSTLM]|\x1BM|\x1BD/
        return text.matches(of: pattern).map { String(text[$0.range]).replacingOccurrences(of: "\u{1B}", with: "ESC") }
    }

    /// Morty's detail on a terminal that answers as a sixel terminal does (10×20-pixel cells),
    /// once his portrait is drawn and the screen is quiet.
    private static func mortyInSixel(server: TestHTTPServer, folder: ScratchDirectory) throws -> PseudoTerminalProcess {
        let terminal = try started(
            ["--api-base-url", server.baseURL.absoluteString, "--open", "challenge://character/detail/2"],
            folder: folder)
        terminal.send("\u{1B}[6;20;10t\u{1B}[?62;4;22c")
        #expect(terminal.waitUntil { $0.contains("\u{1B}7\u{1B}[6;60H\u{1B}P") }, "\(terminal.text.suffix(300))")
        terminal.waitUntilQuiet(for: .milliseconds(300))
        return terminal
    }

    @Test("While a sixel portrait is on screen nothing is scrolled: scrolling a detail down and up rewrites its rows")
    func sixelIsNeverScrolled() async throws {
        let state = try ScratchDirectory(prefix: "challenge-portrait-sixel-scroll")
        try await Self.serving { server in
            let terminal = try Self.mortyInSixel(server: server, folder: state)
            // The new user's walk, a frame a key: down 9 rows, then up 3. Each frame's bytes,
            // and whether a sixel picture was on screen during it (drawn before, or in it).
            var drawnBefore = true
            var sixelFrames = 0
            for key in Array(repeating: "j", count: 9) + Array(repeating: "k", count: 3) {
                let mark = terminal.output.count
                terminal.send(key)
                terminal.waitUntilQuiet(for: .milliseconds(150))
                let frame = Array(terminal.output.dropFirst(mark))
                let drawn = String(decoding: frame, as: UTF8.self).contains("\u{1B}P")
                if drawnBefore || drawn {
                    sixelFrames += 1
                    #expect(Self.scrolls(in: frame).isEmpty, "after \(key): \(Self.scrolls(in: frame))")
                }
                drawnBefore = drawn
            }
            #expect(sixelFrames >= 4, "the walk moved the portrait")
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
        }
    }

    @Test(
        "A sixel portrait taken down is written over with spaces, every cell: xterm kept one ncurses blanked and showed it again"
    )
    func aSixelTakenDownIsOverwrittenWithSpaces() async throws {
        let state = try ScratchDirectory(prefix: "challenge-portrait-sixel-down")
        try await Self.serving { server in
            let terminal = try Self.mortyInSixel(server: server, folder: state)
            // The new user's PgDn: the portrait goes off screen (ncurses blanked its cells with
            // ECH and EL, and PgDn, PgDn, PgUp's reverse scroll brought it back in xterm)
            let mark = terminal.output.count
            terminal.send("\u{1B}[6~")
            terminal.waitUntilQuiet(for: .milliseconds(200))
            let frame = String(decoding: terminal.output.dropFirst(mark), as: UTF8.self)
            let blanked = frame.matches(of: /\x1B\[([0-9]+);60H {10,}/).compactMap { Int($0.output.1) }
            #expect(
                frame.contains("\u{1B}7\u{1B}[0m\u{1B}[6;60H"),
                "\(frame.replacingOccurrences(of: "\u{1B}", with: "ESC").prefix(300))")
            #expect(blanked.first == 6 && blanked == Array(6..<(6 + blanked.count)) && blanked.count >= 5, "\(blanked)")
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
        }
    }

    @Test("A terminal that answers neither gets blocks")
    func noAnswerGetsBlocks() async throws {
        let state = try ScratchDirectory(prefix: "challenge-portrait-none")
        try await Self.serving { server in
            let terminal = try Self.terminal(server: server, cache: state, kitty: false, da1: "\u{1B}[?62;22c")
            #expect(terminal.waitUntil { Self.hasBlocks($0) }, "\(terminal.text.suffix(300))")
            #expect(!terminal.text.contains("\u{1B}_Ga=T") && !terminal.text.contains("\u{1B}7\u{1B}[6;60H"))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
        }
    }

    @Test(
        "With pictures off, or under GNU screen (which takes the query for its status line), the terminal is not asked what pictures it draws",
        arguments: [(["--no-images"], "xterm-256color"), ([], "screen-256color")])
    func theGraphicsQuestionsAreAskedOnlyWhereTheyHelp(arguments: [String], term: String) throws {
        let state = try ScratchDirectory(prefix: "challenge-portrait-asked")
        let terminal = try Self.started(arguments, folder: state, environment: ["TERM": term])
        #expect(!terminal.text.contains("\u{1B}_G") && !terminal.text.contains(TerminalReply.cellSizeQuery))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test(
        "Under tmux, which takes kitty's query for the pane's title, kitty's query is not sent; the cell's size is asked"
    )
    func tmuxIsNotAskedKittysQuery() throws {
        let state = try ScratchDirectory(prefix: "challenge-portrait-tmux")
        let terminal = try Self.started([], folder: state, environment: ["TERM": "tmux-256color"])
        #expect(terminal.waitUntil { $0.contains("q quit") }, "\(terminal.text.suffix(300))")
        #expect(!terminal.text.contains("\u{1B}_G") && terminal.text.contains(TerminalReply.cellSizeQuery))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test("A terminal claiming 5000-pixel cells is not believed: no crash, the portrait as blocks")
    func anUnbelievableCellSizeIsIgnored() async throws {
        let state = try ScratchDirectory(prefix: "challenge-portrait-cells")
        try await Self.serving { server in
            let terminal = try Self.rick(server: server, folder: state)
            terminal.send("\u{1B}[6;5000;5000t\u{1B}[?62;4c")
            #expect(terminal.waitUntil { Self.hasBlocks($0) }, "\(terminal.text.suffix(300))")
            #expect(!terminal.text.contains("\u{1B}7\u{1B}[6;60H\u{1B}P"))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
        }
    }

    @Test("Answers that arrive in pieces are answers, never keys: kitty's is taken, DA1's 4 opens no tab")
    func answersInPiecesAreNotKeys() async throws {
        let state = try ScratchDirectory(prefix: "challenge-portrait-pieces")
        try await Self.serving { server in
            // A slow link: each answer cut in two, each piece sent once the app has read the one
            // before. The app waits 250 ms for a piece: a run in which this process was held up
            // longer than 150 ms between the app's read and the next piece proves nothing, and
            // is played again with a new app.
            let pieces = ["\u{1B}_Gi=31;", "OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;", "4c"]
            var played: PseudoTerminalProcess?
            for _ in 1...5 where played == nil {
                let terminal = try Self.rick(server: server, folder: state)
                if terminal.sendInPieces(pieces, gap: .milliseconds(150)) { played = terminal }
            }
            let terminal = try #require(played, "held up more than 150 ms between pieces in each of 5 runs")
            #expect(terminal.waitUntil { $0.contains("\u{1B}_Ga=T") }, "\(terminal.text.suffix(300))")
            // Later, an answer nobody asked for (XTVERSION's) is no key either
            terminal.send("\u{1B}P>|kitty(0.35)\u{1B}\\")
            let mark = terminal.output.count
            terminal.send("?")
            #expect(terminal.waitUntil(from: mark) { $0.contains("Keys · ") }, "\(terminal.text.suffix(300))")
            #expect(!terminal.text.contains("Locations ·") && !terminal.text.contains("Episodes ·"))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
        }
    }
}
