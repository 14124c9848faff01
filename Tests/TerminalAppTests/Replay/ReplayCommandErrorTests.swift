import Foundation
import Testing

/// `challenge replay` on the debug binary: what a person sees when a tape is wrong.
@Suite("Replay: errors a person sees", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct ReplayCommandErrorTests {
    private let folder: ScratchDirectory
    private let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path

    init() throws {
        folder = try ScratchDirectory(prefix: "challenge-replay-errors")
    }

    private func replay(_ tape: String, _ arguments: [String] = []) throws -> (
        status: Int32, output: String, error: String
    ) {
        let path = try folder.write(tape, to: "t.tape")
        return try ChildProcess.run(binary, ["replay", path] + arguments)
    }

    @Test(arguments: [[], ["--frames"]])
    func framesThatCannotBeWrittenAreAnErrorNotLostOutput(_ arguments: [String]) throws {
        // Given a tape, and replay's output on a full device
        let path = try folder.write("Set Size 40x12\nEnter\n", to: "t.tape")

        // When it is played
        let result = try ChildProcess.run(
            "/bin/sh", ["-c", #"exec "$0" replay "$@" > /dev/full"#, binary, path] + arguments)

        // Then it says why and fails (it exited 0, its frames lost)
        #expect(result.status == 1, "\(result.error)")
        #expect(result.error == "Error: cannot write the output: No space left on device\n")
    }

    @Test func aNegativeSizeIsRefusedAsASizeNotAsAMissingValue() throws {
        // As any other bad value: one line, status 2 (it said "Missing value for '--size'")
        let result = try replay("Enter\n", ["--size", "-5x10"])
        #expect(result.status == 2)
        #expect(
            result.error.contains("a size is COLSxROWS between 1x1 and 1000x1000, got \"-5x10\""), "\(result.error)")
    }

    @Test func aMissingCatalogNamesTheSetLine() throws {
        let result = try replay("Set Size 80x24\nSet Catalog nope.json\nEnter\n")
        #expect(result.status == 2)
        #expect(result.error.contains("t.tape:2: Set Catalog: cannot read catalog"), "\(result.error)")
    }

    @Test func aBadAPIBaseURLNamesTheSetLineWithoutTheUsage() throws {
        let result = try replay("Set APIBaseURL foo\nEnter\n")
        #expect(result.status == 2)
        #expect(result.error.contains("t.tape:1: Set APIBaseURL takes an http(s) URL"), "\(result.error)")
        #expect(!result.error.contains("USAGE"), "\(result.error)")
        #expect(!result.error.contains("--api-base-url"), "\(result.error)")
    }

    @Test func aFolderAsTheScriptSaysSo() throws {
        let result = try ChildProcess.run(binary, ["replay", folder.url.path])
        #expect(result.status == 2)
        #expect(result.error.contains("it is a folder, not a script file"), "\(result.error)")
        #expect(!result.error.contains("NSCocoaErrorDomain"), "\(result.error)")
    }

    @Test func aTapeOfHugeSleepsIsRefusedInsteadOfOverflowingTheClock() throws {
        // Given 18,450 Sleeps of Int.max milliseconds, which added up overflowed the clock
        let tape = String(repeating: "Sleep 9223372036854775807ms\n", count: 18_450)

        // When it is replayed
        let result = try replay(tape)

        // Then it is refused as a tape in words, and the words are bounded
        #expect(result.status == 2, "\(result.error.prefix(500))")
        #expect(result.error.contains("t.tape:1: Sleep takes a duration such as 300ms or 2s, at most 3600s"))
        #expect(result.error.utf8.count < 10_000)
    }

    @Test func aTapeLargerThanTheBoundIsRefusedUnread() throws {
        // Given a tape of 600 MB (sparse: nothing is on disk)
        let path = try folder.write("Enter\n", to: "t.tape")
        #expect(truncate(path, 600 << 20) == 0)

        // When it is replayed
        let result = try ChildProcess.run(binary, ["replay", path])

        // Then it is refused by its size, in one line
        #expect(result.status == 2)
        #expect(result.error.contains("cannot read script \(path): it is larger than 8192 kB"), "\(result.error)")
    }

    @Test func aTapeThatQuitsThenExpectsFailsAndFramesSayTheAppQuit() throws {
        let result = try replay("q\nExpect \"THIS IS NOT THERE\"\n", ["--frames"])
        #expect(result.status == 1)
        #expect(
            result.error.contains("t.tape:2: Expect \"THIS IS NOT THERE\" never ran: the app quit at line 1 (q)"),
            "\(result.error)")
        #expect(result.output.contains("t.tape:1: q ── the app quit"), "\(result.output)")
    }

    @Test func aTapeWithStepsAfterCtrlCIsRefusedBeforeItRuns() throws {
        let result = try replay("Ctrl+C\nExpect \"THIS IS NOT THERE\"\n")
        #expect(result.status == 2)
        #expect(result.error.contains("t.tape:2: steps after a quit can never run"), "\(result.error)")
    }

    @Test func hashAndQuoteAreSentAsKeys() throws {
        // Typed into the list's search, they show in its field
        let result = try replay("2\n/\nHash\nQuote\n\"#\"\nExpect \"Search: #\\\"#\"\n")
        #expect(result.status == 0, "\(result.error)")
    }

    @Test func theHelpDocumentsExitStatusTwo() throws {
        let result = try ChildProcess.run(binary, ["replay", "--help"])
        let words = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("2 when the script or its settings cannot be used"), "\(result.output)")
    }
}
