import Core
import Foundation
import TestSupport
import Testing

@testable import TerminalApp

/// A record's name as the screens show it: never blank, and whole somewhere when long.
@MainActor
@Suite struct RecordNameTests {
    private static let longName =
        "Reverse Giraffe Cromulon Gazorpazorpfield Squanchy Mr. Poopybutthole Birdperson of the Federation"

    private func app(_ characters: [CharacterModel], width: Int = 80) throws -> (AppHarness, ScratchDirectory) {
        let scratch = try ScratchDirectory(prefix: "record-names")
        let path = try scratch.write(String(decoding: CatalogJSON.data(characters), as: UTF8.self), to: "c.json")
        return (AppHarness(width: width, data: .catalogFile(path)), scratch)
    }

    @Test func aRecordWithAnEmptyNameIsShownByItsId() throws {
        // Given a catalog whose fourth character has an empty name
        let (app, scratch) = try app([.stub(id: 1, name: "Rick Sanchez"), .stub(id: 4, name: "")])
        defer { _ = scratch }

        // When the list is shown, then its row names the id
        app.press(.character("2"))
        #expect(app.frame.contains("#4 (no name)"), "\(app.frame)")

        // And its detail's title and breadcrumb do too
        app.press(.down, .enter)
        #expect(app.breadcrumb == " Characters › #4 (no name)", "\(app.frame)")
        #expect(app.lines[3].contains("#4 (no name)"), "\(app.frame)")
    }

    @Test func aLongNameWrapsInTheDetailsTitleAndIsReadWhole() throws {
        // Given a character whose name is wider than the screen
        #expect(Self.longName.count > 78)
        let (app, scratch) = try app([.stub(id: 1, name: Self.longName)])
        defer { _ = scratch }

        // When its detail is opened
        app.press(.character("2"), .enter)

        // Then the title takes two lines and holds the whole name, the fields below it
        let title = app.lines[3...4].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(title == Self.longName, "\(app.frame)")
        #expect(app.lines[6].contains("Status:"), "\(app.frame)")
    }

    @Test func aTitleTooLongForThreeLinesIsCutOnTheThird() {
        let lines = TextLayout.wrap(String(repeating: "word ", count: 100), width: 20, maximumLines: 3, ellipsis: "…")
        #expect(lines.count == 3)
        #expect(lines[2].hasSuffix("…") && TextWidth.of(lines[2]) <= 20, "\(lines)")
    }
}
