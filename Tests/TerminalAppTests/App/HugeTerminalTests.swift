import Testing

@testable import TerminalApp

/// A window far larger than any screen (tmux takes 9999×9999) must not cost a frame of a
/// hundred million cells: an attack on the running app reached 9 GB that way. Past the bound
/// the window is too large, as a small one is too small.
@MainActor
@Suite struct HugeTerminalTests {
    @Test func aWindowPastTheBoundIsTooLargeAndDrawnAtMostAThousandCellsAlongASide() {
        // Given the app with the inspector docked
        let app = AppHarness(width: 160, height: 40)
        app.press(.function(12))

        // When the terminal grows to 9999×9999
        app.resize(width: 9999, height: 9999)
        let canvas = app.controller.nextFrame().canvas

        // Then the frame stays within 1000×1000 and says the window is too large, at its top left
        #expect(canvas.width == 1000 && canvas.height == 1000)
        #expect(canvas.line(0)?.hasPrefix(" Terminal too large") == true, "\(canvas.line(0) ?? "")")
        #expect(canvas.plainText.contains("9999×9999, at most 1000×1000"))
        #expect(!canvas.plainText.contains("Characters"))
    }

    @Test func aWindowTooLargeAlongOneSideTakesOnlyQuitAndComesBackWhenShrunk() {
        // Given the app in a window 40,000 columns wide
        let app = AppHarness(width: 80, height: 24)
        app.resize(width: 40000, height: 10)

        // When a tab key is pressed, and then the window is shrunk
        app.press(.character("2"))
        let large = app.frame
        app.resize(width: 80, height: 24)

        // Then nothing happened meanwhile, and the app is back where it was
        #expect(large.contains("40000×10, at most 1000×1000"))
        let back = app.frame
        #expect(back.contains("Home") && !back.contains("826 total"), "\(back)")

        // And in a window too large, q quits
        app.resize(width: 100, height: 32768)
        #expect(app.frame.contains("100×32768, at most 1000×1000"))
        app.press(.character("q"))
        #expect(app.controller.wantsQuit)
    }
}
