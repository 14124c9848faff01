import Core
import Testing

@testable import TerminalApp

/// A link from outside the keyboard (`challenge open`, a tape's `Open`) while help or the
/// palette is open: what it opens is in front, with nothing left over it.
@MainActor
@Suite struct OutsideLinkTests {
    @Test(arguments: [Key.character(":"), .character("?")])
    func aLinkClosesTheOverlayOverWhatItOpens(_ key: Key) throws {
        // Given the Characters list with the palette or help open
        let app = AppHarness()
        app.press(.character("2"), key)
        #expect(app.controller.overlay != nil)

        // When a link arrives from another terminal
        #expect(app.controller.open(link: "challenge://character/detail/2"))

        // Then Morty's detail is in front, no overlay over it (the palette stayed open over it)
        #expect(app.controller.overlay == nil)
        #expect(app.breadcrumb == " Characters › Morty Smith")
        #expect(app.frame.contains("Status:"))
    }

    @Test func aTapesOpenClosesThePaletteToo() throws {
        // Given a tape that opens the palette, then a link
        let script = try ReplayParser.parse(
            "Type \":\"\nExpect \"Go to\"\nOpen challenge://character/detail/2\nExpect \"Species:\"\nExpectNot \"Go to\"",
            file: "open.tape")

        // When it plays, then the detail is on screen, not under the palette
        let runner = try ReplayRunner(script: script, data: .embedded)
        _ = try runner.run(onSnapshot: { _, _, _ in })
    }
}
