import Testing

@testable import TerminalApp

/// A terminal far larger than any screen (tmux takes 9999×9999) must not cost a frame of a
/// hundred million cells: an attack on the running app reached 9 GB that way.
@MainActor
@Suite struct HugeTerminalTests {
    @Test func aFrameIsDrawnAtMostAThousandCellsAlongASide() {
        // Given the app with the inspector docked
        let app = AppHarness(width: 160, height: 40)
        app.press(.function(12))

        // When the terminal grows to 9999×9999
        app.resize(width: 9999, height: 9999)
        let canvas = app.controller.nextFrame().canvas

        // Then the frame stays within 1000×1000, and still shows the app
        #expect(canvas.width == 1000 && canvas.height == 1000)
        #expect(canvas.plainText.contains("Characters"))
    }
}
