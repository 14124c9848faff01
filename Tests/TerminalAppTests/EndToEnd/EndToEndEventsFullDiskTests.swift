import Foundation
import Testing

@testable import TerminalApp

/// `challenge --events` when the disk refuses a line. A file size limit stands in for a full
/// disk (the same failed write, told in its own words), as for `--record`; it is set high
/// enough for the memory file ncurses draws into, so only the events outgrow it.
@Suite("End to end: events onto a full disk", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndEventsFullDiskTests {
    private static let limit = 16_384

    @Test("A disk that fills mid-session leaves whole lines only, says so once, and fails the run")
    func aDiskFillingMidSessionLeavesWholeLinesAndIsTold() async throws {
        // Given a run writing its events under a size limit, to a file a few events short of it
        let folder = try ScratchDirectory(prefix: "challenge-events-full")
        let events = folder.url.appendingPathComponent("ev.jsonl").path
        let earlier = String(repeating: "{\"event\":\"earlier\",\"properties\":{}}\n", count: (Self.limit - 400) / 38)
        try Data(earlier.utf8).write(to: URL(fileURLWithPath: events))
        let session = try TmuxSession(
            arguments: ["--events", events], launcher: ["prlimit", "--fsize=\(Self.limit)", "--"])
        try await session.waitFor("q quit")

        // When the person switches tabs (an event each), one key at a time, until it is told
        var told = false
        for index in 0..<40 where !told {
            let size = Self.size(of: events)
            try session.type(index.isMultiple(of: 2) ? "2" : "1")
            try await session.waitUntil("the event written or the notice") { screen in
                told = screen.contains("Events are no longer written: File too large")
                return told || Self.size(of: events) != size
            }
        }

        // Then it is said on screen, and on exit with a failing status
        #expect(told)
        try session.send("q")
        let ending = try await session.waitForExit()
        #expect(ending.status != 0)
        #expect(ending.output.joined(separator: " ").contains("stopped: File too large"), "\(ending.output)")

        // And the file ends at a whole line, every line of it JSON
        let text = try String(contentsOfFile: events, encoding: .utf8)
        #expect(text.hasSuffix("\n"), "\(text.suffix(60))")
        for line in text.split(separator: "\n") {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
        }
    }

    private static func size(of path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }
}
