import Testing

@testable import TerminalApp

/// Mouse reports, decoded from what follows `CSI <` (SGR) or `CSI M` (X10).
@Suite struct MouseReportTests {
    @Test func aLeftPressFarRightIsAClickAtThatCell() {
        #expect(MouseReport.decode(sgrTail: "0;241;5M") == .click(x: 240, y: 4))
    }

    @Test func theWheelScrolls() {
        #expect(MouseReport.decode(sgrTail: "64;10;3M") == .scrollUp)
        #expect(MouseReport.decode(sgrTail: "65;10;3M") == .scrollDown)
    }

    @Test(arguments: ["0;241;5m", "32;1;1M", "2;5;5M", "0;0;5M", "0;x;5M", "0;5M", "", "0;1;1"])
    func releasesMotionOtherButtonsAndBrokenReportsAreNoKey(_ tail: String) {
        #expect(MouseReport.decode(sgrTail: tail) == nil)
    }

    @Test func aReportLongerThanAnyRealOneIsNoKey() {
        // The 33-parameter report that overflowed libncursesw's decoder
        let tail = String(repeating: "1;", count: 33) + "M"
        #expect(MouseReport.decode(sgrTail: tail) == nil)
    }

    @Test func anX10PressIsAClickAndItsWheelScrolls() {
        // Each byte is 32 more than its value; columns and rows count from 1
        #expect(MouseReport.decode(x10: [32, 33 + 9, 33 + 4]) == .click(x: 9, y: 4))
        #expect(MouseReport.decode(x10: [96, 40, 40]) == .scrollUp)
        #expect(MouseReport.decode(x10: [97, 40, 40]) == .scrollDown)
    }

    @Test(arguments: [[35, 40, 40], [32, 40], [32, 10, 40]] as [[UInt32]])
    func anX10ReleaseOrBrokenReportIsNoKey(_ bytes: [UInt32]) {
        #expect(MouseReport.decode(x10: bytes) == nil)
    }

    @Test func aReportEndsAtItsFinalByte() {
        #expect(!MouseReport.endsReport("1") && !MouseReport.endsReport(";"))
        #expect(MouseReport.endsReport("M") && MouseReport.endsReport("m") && MouseReport.endsReport("q"))
    }
}
