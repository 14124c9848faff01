import Core
import TestSupport
import Testing

@testable import TerminalApp

/// Under `--ascii` every glyph the app draws itself is ASCII: boxes, markers, key
/// labels, hints, messages.
@MainActor
@Suite struct AsciiModeTests {
    /// Every non-ASCII character on the screen.
    private func nonASCII(_ frame: String) -> String {
        String(frame.unicodeScalars.filter { !$0.isASCII }.map(Character.init))
    }

    private func app(width: Int = 80, height: Int = 24) -> AppHarness {
        let characters = (1...30).map {
            CharacterModel.stub(id: $0, name: "Person \($0)", status: $0 % 2 == 0 ? "Dead" : "Alive")
        }
        return AppHarness(width: width, height: height, data: .catalogData(CatalogJSON.data(characters)), ascii: true)
    }

    @Test func everyScreenAndOverlayIsDrawnInASCII() {
        // Given
        let app = app()
        var frames: [(String, String)] = [("home", app.frame)]

        // When every kind of screen, box, overlay and message is drawn
        app.press(.escape)
        frames.append(("status", app.frame))
        app.press(.character("?"))
        frames.append(("help", app.frame))
        app.press(.escape, .enter)
        frames.append(("list", app.frame))
        app.press(.character("/"))
        frames.append(("search", app.frame))
        app.press(.escape, .character("f"))
        frames.append(("filter", app.frame))
        app.press(.character("?"))
        frames.append(("filter help", app.frame))
        app.press(.escape, .escape, .enter)
        frames.append(("detail", app.frame))
        app.resize(width: 30, height: 8)
        frames.append(("too small", app.frame))

        // Then
        for (name, frame) in frames {
            #expect(nonASCII(frame) == "", "\(name):\n\(frame)")
        }
    }

    @Test func thePalettesPromptIsNotTheSelectedRowsPointer() throws {
        // Given the palette open in ASCII
        let app = app()
        app.press(.character(":"))

        // Then its prompt is the ":" that opened it, and only the selected row starts with ">"
        let lines = app.lines
        let prompt = try #require(lines.first { $0.contains("type a name, a screen or a link") })
        #expect(prompt.contains(": type a name"), "\(prompt)")
        let inside = lines.map { $0.drop { $0 == " " || $0 == "|" } }
        #expect(inside.filter { $0.hasPrefix(">") }.count == 1, "\(app.frame)")
    }

    @Test func dataIsShownAsItIs() {
        // Given a name that is not ASCII
        let app = AppHarness(data: .catalogData(CatalogJSON.data([.stub(id: 1, name: "Señor Pérez")])), ascii: true)

        // When
        app.press(.enter)

        // Then the data keeps its letters; only the app's own glyphs change
        #expect(app.frame.contains("Señor Pérez"))
    }
}
