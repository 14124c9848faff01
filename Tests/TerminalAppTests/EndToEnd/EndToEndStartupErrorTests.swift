import Foundation
import Testing

/// The real binary in tmux: what it cannot start with, it says in one line — before any UI
/// when it can be known at once, else as soon as it is known (a catalog read in the background).
@Suite("End to end: the real app refusing to start", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndStartupErrorTests {
    @Test(
        "A TERM the app cannot draw on (dumb, unknown) exits non-zero with one Error line naming it, terminal untouched",
        arguments: ["dumb", "nonexistent-term"]
    )
    func unusableTerminalIsRefused(term: String) async throws {
        let session = try TmuxSession(environment: ["TERM": term])

        let ending = try await session.waitForExit()

        #expect(ending.status != 0)
        expectOneErrorLine(ending, mentioning: "\"\(term)\"")
        EndToEnd.expectSaneTerminal(ending)
    }

    @Test(
        "A catalog missing required fields exits 2 once it is read, with one Error line naming them all, terminal given back"
    )
    func malformedCatalogIsRefused() async throws {
        let files = try ScratchDirectory(prefix: "challenge-e2e-catalog")
        let catalog = try files.write(#"{"results": [{"id": 1}]}"#, to: "catalog.json")
        let session = try TmuxSession(arguments: ["--catalog", catalog])

        let ending = try await session.waitForExit()

        #expect(ending.status == 2)
        expectOneErrorLine(ending, mentioning: #"missing fields "name", "status", "species", "gender""#)
        EndToEnd.expectSaneTerminal(ending)
    }

    @Test("A catalog file that does not exist exits non-zero before the UI with one Error line naming the file")
    func missingCatalogIsRefused() async throws {
        let files = try ScratchDirectory(prefix: "challenge-e2e-catalog")
        let catalog = files.url.appendingPathComponent("absent.json").path
        let session = try TmuxSession(arguments: ["--catalog", catalog])

        let ending = try await session.waitForExit()

        #expect(ending.status == 2)
        expectOneErrorLine(ending, mentioning: catalog)
        EndToEnd.expectSaneTerminal(ending)
    }

    @Test(
        "--events or --log-file at a path that cannot be written exits 2 before the UI with one Error line naming it",
        arguments: [
            ("--events", "missing/events.jsonl"), ("--log-file", "missing/app.log"), ("--events", ""),
            ("--log-file", ""),
        ]
    )
    func unwritableOutputIsRefused(option: String, name: String) async throws {
        let files = try ScratchDirectory(prefix: "challenge-e2e-output")
        let path = files.url.appendingPathComponent(name).path // "": the folder itself
        let session = try TmuxSession(arguments: [option, path])

        let ending = try await session.waitForExit()

        #expect(ending.status == 2)
        expectOneErrorLine(ending, mentioning: path)
        expectOneErrorLine(ending, mentioning: name.isEmpty ? "Is a directory" : "No such file or directory")
        EndToEnd.expectSaneTerminal(ending)
    }

    /// Everything the app printed is a single `Error: …` line containing `text` (no usage, no UI).
    private func expectOneErrorLine(
        _ ending: TmuxSession.Ending, mentioning text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let printed = ending.output.joined(separator: "\n")
        #expect(ending.output.count == 1, "expected one line, got:\n\(printed)", sourceLocation: sourceLocation)
        #expect(ending.output.first?.hasPrefix("Error: ") == true, "got:\n\(printed)", sourceLocation: sourceLocation)
        #expect(
            ending.output.first?.contains(text) == true, "no \(text) in:\n\(printed)", sourceLocation: sourceLocation)
    }
}
