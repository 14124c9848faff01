import Core
import Testing

@testable import TerminalApp

/// A long "go to the end" on a server says how far it is and how to stop it.
@MainActor
@Suite struct GoingToEndProgressTests {
    @Test func theMoreRowSaysThePageOfHowManyAndWhichKeyStops() {
        // Given the row under the loaded ones while page 7 of 42 loads on the way to the end
        var canvas = Canvas(width: 60, height: 1)
        let context = ViewContext(
            theme: Theme(ascii: false, usesColor: false), area: Rect(x: 0, y: 0, width: 60, height: 1), now: .zero)

        // When it is drawn
        MoreRow(state: .loading, noun: "characters", goingToEnd: (7, 42)).draw(
            into: &canvas, x: 0, y: 0, width: 60, context: context)

        // Then it says so
        #expect(canvas.line(0)?.contains("Loading page 7 of 42 · g stops") == true, "\(canvas.plainText)")
    }
}
