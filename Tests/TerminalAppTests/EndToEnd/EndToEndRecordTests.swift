import Foundation
import Testing

@testable import TerminalApp

#if canImport(Glibc)
    import Glibc
#endif

/// `challenge --record`: a person's session in the real binary on a pseudo-terminal
/// (tmux), then the tape played back by `challenge replay`.
@Suite("End to end: recording a session into a tape", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndRecordTests {
    /// A fresh folder for the tape, and the session recording into it.
    private struct Recording {
        let folder: ScratchDirectory
        let tape: String
        let session: TmuxSession

        init(
            arguments: [String] = [], environment: [String: String] = [:], width: Int = 80, height: Int = 24
        ) throws {
            folder = try ScratchDirectory(prefix: "challenge-record")
            tape = folder.url.appendingPathComponent("walk.tape").path
            session = try TmuxSession(
                arguments: ["--record", tape] + arguments, environment: environment, width: width, height: height)
        }

        var text: String { (try? String(contentsOfFile: tape, encoding: .utf8)) ?? "" }

        /// `challenge replay` on the tape: its status and the last frame (or the failure).
        func replay() throws -> (status: Int32, output: String, error: String) {
            try ChildProcess.run(session.binary, ["replay", tape])
        }
    }

    /// The rows below the tab bar (which replay draws without colour, the tab in [ ]).
    private func belowTabBar(_ screen: String) -> [String] {
        TmuxSession.rows(of: screen).dropFirst().map {
            $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
    }

    @Test(
        "Keys, text with quotes and wide characters, a resize and the palette play back to the screen the person left")
    func keysTextResizeAndPaletteRoundTrip() async throws {
        let recording = try Recording()
        let session = recording.session
        try await session.waitFor("q quit")

        try session.send("Enter")
        try await session.waitFor("Rick Sanchez")
        try session.send("Down", "Down", "Down")
        try session.send("Enter")
        try await session.waitUntil("Beth Smith's detail") { EndToEnd.breadcrumb($0).hasSuffix("Beth Smith") }
        try session.send("Escape")
        try await session.waitUntil("the list again") { EndToEnd.breadcrumb($0) == "Characters" }
        try session.send("/")
        try session.type("Sm\"ith \\ 日本")
        try await session.waitFor("日本")
        try session.send("Enter")
        try session.resize(width: 100, height: 30)
        try await session.waitUntil("the list at 100×30") {
            TmuxSession.rows(of: $0).count == 30 && $0.contains("q quit")
        }
        try session.send(":")
        try session.type("summer")
        try await session.waitFor("Summer Smith")
        try session.send("Enter")
        // The screen the person left: the detail drawn whole, its footer last
        let left = try await session.waitUntil("Summer Smith's detail") {
            EndToEnd.breadcrumb($0) == "Characters › Summer Smith" && $0.contains("Species:") && $0.contains("q quit")
        }
        try session.send("q")
        #expect(try await session.waitForExit().status == 0)

        // The tape names the keys, folds the repeat, escapes the text, and ends without the quit key
        let lines = recording.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("Set Size 80x24"))
        #expect(lines.contains("Down 3"))
        #expect(lines.contains(#"Type "Sm\"ith \\ 日本""#), "\(lines)")
        #expect(lines.contains(":") && lines.contains(#"Type "summer""#), "\(lines)")
        #expect(lines.contains("Resize 100x30"))
        #expect(lines.last == "Expect \"Characters › Summer Smith\" on line 2", "\(lines)")
        #expect(!lines.contains("q"))

        // Replay passes every expectation and ends on the screen the person left
        let replay = try recording.replay()
        #expect(replay.status == 0, "\(replay.error)\n\(recording.text)")
        #expect(belowTabBar(replay.output) == belowTabBar(left))
    }

    @Test("A run started with --without, --layout and --inspector is recorded with them and replays as it went")
    func startOptionsRoundTrip() async throws {
        let recording = try Recording(
            arguments: ["--without", "episode", "--layout", "stack", "--inspector"], width: 160, height: 40)
        let session = recording.session
        try await session.waitFor("q quit")

        // 3 is the Locations tab when Episodes is left out (the tab keys renumber); the pane stays docked
        try session.send("3")
        try await session.waitUntil("the Locations list") { EndToEnd.breadcrumb($0).hasPrefix("Locations ") }
        try session.send("Down", "Enter")
        let left = try await session.waitUntil("a location's detail") {
            EndToEnd.breadcrumb($0).hasPrefix("Locations › ") && $0.contains("Dimension:") && $0.contains("q quit")
        }
        try session.send("q")
        #expect(try await session.waitForExit().status == 0)

        // The tape sets what the run was started with, and opens the pane as the run did
        let lines = recording.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("Set Without episode"), "\(lines)")
        #expect(lines.contains("Set Layout stack"), "\(lines)")
        #expect(lines.filter { !$0.hasPrefix("#") && !$0.hasPrefix("Set ") }.first == "F12", "\(lines)")
        // Each expectation names the app's breadcrumb, not the docked pane beside it
        #expect(lines.contains(#"Expect "Locations › Abadango" on line 2"#), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("Expect") && $0.contains("│") }, "\(lines)")

        // Replay leaves Episodes out (the tape's 3 is Locations again) and ends on the same screen, pane and all
        let replay = try recording.replay()
        #expect(replay.status == 0, "\(replay.error)\n\(recording.text)")
        #expect(belowTabBar(replay.output) == belowTabBar(left))
    }

    @Test("A run whose catalog came from the config's [start] names it in the tape, which never reads [start]")
    func aConfigsCatalogIsRecordedInTheTape() async throws {
        // Given a config that starts on a catalog of one character
        let files = try ScratchDirectory(prefix: "challenge-record-config")
        let catalog = try files.write(
            #"{"characters": [{"id": 1, "name": "Zed Only", "status": "Alive", "species": "Human", "gender": "Male"}]}"#,
            to: "one.json")
        let config = try files.write("[start]\ncatalog = \"one.json\"\n", to: "c.toml")
        let recording = try Recording(arguments: ["--config", config])
        let session = recording.session
        try await session.waitFor("q quit")

        // When the person opens the list and quits
        try session.send("2")
        try await session.waitFor("Zed Only")
        try session.send("q")
        #expect(try await session.waitForExit().status == 0)

        // Then the tape names the catalog itself, and plays the same list
        let setCatalog = recording.text.split(separator: "\n").first { $0.hasPrefix("Set Catalog ") }
        #expect(setCatalog?.hasSuffix("/" + URL(fileURLWithPath: catalog).lastPathComponent + "\"") == true)
        let replay = try recording.replay()
        #expect(replay.status == 0, "\(replay.error)\n\(recording.text)")
        #expect(replay.output.contains("Zed Only"), "\(replay.output)")
    }

    @Test("A session recorded under LANG=C passes its own replay: the tape says Set ASCII on (issue 45 #2)")
    func aSessionRecordedWithoutUTF8ReplaysItsOwnASCIIFrames() async throws {
        let recording = try Recording(environment: ["LANG": "C", "LC_ALL": "C"])
        let session = recording.session
        try await session.waitFor("q quit")

        // When the person opens Rick Sanchez's detail, drawn in ASCII, and quits
        try session.send("2")
        try await session.waitFor("Rick Sanchez")
        try session.send("Enter")
        try await session.waitUntil("Rick's detail") { EndToEnd.breadcrumb($0) == "Characters > Rick Sanchez" }
        try session.send("q")
        #expect(try await session.waitForExit().status == 0)

        // Then the tape carries the ASCII setting beside the breadcrumb it expects
        let lines = recording.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("Set ASCII on"), "\(lines)")
        #expect(lines.contains(#"Expect "Characters > Rick Sanchez" on line 2"#), "\(lines)")

        // And `challenge replay FILE`, with no option, passes it
        let replay = try recording.replay()
        #expect(replay.status == 0, "\(replay.error)\n\(recording.text)")
    }

    @Test("A click is recorded at its cell and plays back")
    func clickRoundTrip() async throws {
        let recording = try Recording()
        let session = recording.session
        try await session.waitFor("q quit")
        try session.send("Enter")
        let list = try await session.waitFor("Summer Smith")
        let row = try #require(TmuxSession.rows(of: list).firstIndex { $0.contains("Summer Smith") })

        // Two left clicks on Summer's row, the second once the first selected it (xterm mouse reports: press, release; 1-based + 32)
        let report = { (button: Int) in
            "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(32 + 11)))
                + String(UnicodeScalar(UInt8(32 + row + 1)))
        }
        try session.type(report(0) + report(3))
        try await session.waitFor("▸● Summer Smith")
        try session.type(report(0) + report(3))
        let detail = try await session.waitUntil("Summer Smith's detail") {
            EndToEnd.breadcrumb($0).hasSuffix("Summer Smith") && $0.contains("Species:") && $0.contains("q quit")
        }
        try session.send("q")
        #expect(try await session.waitForExit().status == 0)

        #expect(recording.text.contains("Click 11,\(row + 1)\nClick 11,\(row + 1)\n"), "\(recording.text)")
        let replay = try recording.replay()
        #expect(replay.status == 0, "\(replay.error)")
        #expect(belowTabBar(replay.output) == belowTabBar(detail))
    }

    @Test("A session killed with SIGKILL leaves a tape that parses and replays up to the last key")
    func sigkillLeavesAPlayableTape() async throws {
        let recording = try Recording(arguments: ["--open", "challenge://character/list"])
        let session = recording.session
        try await session.waitFor("Rick Sanchez")
        try session.send("Down", "Down")
        try session.send("/")
        try session.type("mor")
        let last = try await session.waitUntil("the list searched") {
            // The footer (the field's keys) is drawn last
            $0.contains("Search: mor") && !$0.contains("Rick Sanchez") && $0.contains("esc leave field")
        }

        try await session.signal(SIGKILL)
        // Killed, the app cannot give the terminal back: the shell's status line is all there is to read.
        try await session.waitFor("EXIT:\(128 + SIGKILL)")

        // The tape parses and has every key, the fold in progress included
        let script = try ReplayParser.parse(recording.text, file: recording.tape)
        #expect(script.steps.map(\.source).contains("Open \"challenge://character/list\""))
        #expect(script.steps.suffix(2).map(\.source) == ["/", "Type \"mor\""], "\(recording.text)")
        let replay = try recording.replay()
        #expect(replay.status == 0, "\(replay.error)")
        #expect(belowTabBar(replay.output).prefix(10) == belowTabBar(last).prefix(10))
    }

    @Test(
        "An existing tape is not overwritten without --force, and a tape that cannot be created stops the start: one line, status 2"
    )
    func refusesToOverwriteOrToStartWithoutATape() throws {
        let folder = try ScratchDirectory(prefix: "challenge-record")
        let existing = try folder.write("Set Size 80x24\nDown\n", to: "kept.tape")
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path

        let refused = try ChildProcess.run(binary, ["--record", existing])
        #expect(refused.status == 2)
        #expect(refused.error == "Error: \(existing) already exists; pass --force to overwrite it\n")
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "Set Size 80x24\nDown\n")

        let missing = folder.url.appendingPathComponent("no/such/folder.tape").path
        let failed = try ChildProcess.run(binary, ["--record", missing])
        #expect(failed.status == 2)
        #expect(failed.error == "Error: cannot create the tape \(missing): No such file or directory\n")
        #expect(failed.output.isEmpty)

        let lonelyForce = try ChildProcess.run(binary, ["--force"])
        #expect(lonelyForce.status != 0 && lonelyForce.error.contains("--force only applies to --record"))
    }
}
