import Core
import Testing

@testable import TerminalApp

/// Small text at 40x12 is read whole: help's long rows go on under themselves, and the Filter
/// sheet's summary onto the row below, where a new user read "again to …" and "todas las…".
@MainActor
@Suite struct NarrowTextTests {
    @Test func atFortyColumnsHelpsClickRowIsWhole() {
        // Given the Characters list's help at the minimum size, scrolled to its end
        let app = AppHarness(width: 40, height: 12)
        app.press(.character("2"), .character("?"), .character("G"))

        // Then what a click does is said whole, over two lines
        let frame = app.frame
        #expect(frame.contains("select a row; again to"), "\(frame)")
        #expect(frame.contains("open"), "\(frame)")
        #expect(!frame.contains("again to …") && !frame.contains("again to…"), "\(frame)")
    }

    @Test func helpScrollsToItsLastLineWhenRowsGoOn() {
        // Given help at the minimum size, whose rows wrap
        let app = AppHarness(width: 40, height: 12)
        app.press(.character("2"), .character("?"))
        let help = app.controller.renderer.helpPanel
        #expect(help.lines.count > help.rows.count)

        // When scrolled to its end / Then its last line is the last shown
        app.press(.character("G"))
        let last = help.lines[help.lines.count - 1].action
        let lines = app.lines
        let bottom = lines.lastIndex { $0.contains("↓ more") || $0.contains("└") } ?? lines.count
        #expect(lines[bottom - 1].contains(last), "\(app.frame)")
    }

    @Test func atFortyColumnsTheSpanishFilterSummaryIsWhole() {
        Localizer.$current.withValue(FrameStrings.localizer(.spanish)) {
            // Given the Locations Filter in Spanish at the minimum size
            let app = AppHarness(width: 40, height: 12)
            app.press(.character("4"), .character("f"))

            // Then its summary is said whole
            let frame = app.frame
            #expect(frame.contains("Sin filtro: todas las"), "\(frame)")
            #expect(frame.contains("ubicaciones."), "\(frame)")
            #expect(!frame.contains("las…"), "\(frame)")
        }
    }
}
