import Foundation
import Testing

/// The real binary in tmux: what reaches the terminal, as tmux recorded it.
@Suite("End to end: how the real app draws", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndAppearanceTests {
    @Test("--ascii draws the filter sheet's box with + corners and - edges")
    func asciiDrawsPlainBoxes() async throws {
        let session = try TmuxSession(arguments: ["--ascii", "--open", EndToEnd.listLink])
        try await session.waitFor("Rick Sanchez")

        try session.send("f")

        let screen = try await session.waitFor("Gender:")
        #expect(TmuxSession.rows(of: screen).contains { $0.contains("+-") }, "no +- box edge on:\n\(screen)")
        #expect(!screen.contains { "┌┐└┘─│".contains($0) }, "line-drawing characters on:\n\(screen)")
    }

    @Test("Without NO_COLOR the list's status markers are coloured")
    func listIsColouredByDefault() async throws {
        let session = try TmuxSession(arguments: ["--open", EndToEnd.listLink])

        let screen = try await listDrawnWhole(session)

        #expect(!EndToEnd.colourCodes(in: screen).isEmpty, "no colour codes on:\n\(screen)")
    }

    @Test("With NO_COLOR=1 the list has no colour codes at all")
    func noColorDropsEveryColour() async throws {
        let session = try TmuxSession(arguments: ["--open", EndToEnd.listLink], environment: ["NO_COLOR": "1"])

        let screen = try await listDrawnWhole(session)

        #expect(EndToEnd.colourCodes(in: screen) == [], "colour codes on:\n\(screen)")
    }

    /// The list screen with its escape sequences, once the footer (drawn last) is there.
    private func listDrawnWhole(_ session: TmuxSession) async throws -> String {
        try await session.waitUntil("the list and its footer", escapes: true) { screen in
            screen.contains("Rick Sanchez") && screen.contains("f filter")
        }
    }
}
