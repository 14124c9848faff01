import Testing

@testable import TerminalApp

/// A detail says when more is below or above, and opens with its selected link in view.
@MainActor
@Suite struct DetailEdgeMarksTests {
    @Test func aDetailTallerThanTheScreenShowsMoreAtItsBottomEdge() throws {
        // Given Rick's detail at 80×24, whose 51 episodes do not fit
        let app = AppHarness()
        app.press(.character("2"), .enter)
        #expect(app.breadcrumb.hasSuffix("Rick Sanchez"))

        // Then the bottom edge, above the footer, says there is more below, and nothing says more above
        let lines = app.lines
        #expect(lines[lines.count - 2].hasSuffix("↓ more"), "\(app.frame)")
        #expect(!app.frame.contains("↑ more"), "\(app.frame)")

        // And at the end of the episodes the top edge says there is more above, the bottom nothing
        app.press(.character("G"))
        let end = app.lines
        #expect(end[FrameLayout.breadcrumbRow + 1].hasSuffix("↑ more"), "\(app.frame)")
        #expect(!app.frame.contains("↓ more"), "\(app.frame)")
    }

    @Test func aDetailThatFitsShowsNoMarks() {
        // Given a location with one resident at 80×24
        let app = AppHarness()
        app.press(.character("4"), .down, .enter)
        #expect(app.breadcrumb.hasSuffix("Abadango"), "\(app.frame)")

        // Then nothing says more
        #expect(!app.frame.contains("more"), "\(app.frame)")
    }

    @Test func onAShortScreenADetailOpensAtItsFieldsAndEnterFirstShowsItsSelectedLink() {
        // Given the Characters list at 40×12
        let app = AppHarness(width: 40, height: 12)
        app.press(.character("2"))

        // When Rick's detail opens
        app.press(.enter)

        // Then it shows its fields first, with more below them (the selected link is there)
        #expect(app.frame.contains("Status:") && app.frame.contains("Species:"), "\(app.frame)")
        #expect(!app.lines.contains { $0.contains("▸") }, "\(app.frame)")
        #expect(app.frame.contains("↓ more"), "\(app.frame)")

        // And the first Enter brings the selected link into view, the second opens it
        app.press(.enter)
        #expect(app.lines.contains { $0.contains("▸") && $0.contains("Earth (C-137)") }, "\(app.frame)")
        app.press(.enter)
        #expect(app.breadcrumb.hasSuffix("Earth (C-137)"), "\(app.frame)")
    }
}
