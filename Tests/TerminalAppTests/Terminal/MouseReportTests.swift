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

    @Test func anEscapeOrAControlIsNoPartOfAReport() {
        #expect(!MouseReport.canBeInReport("\u{1B}") && !MouseReport.canBeInReport("\u{3}"))
        #expect(MouseReport.canBeInReport(" ") && MouseReport.canBeInReport("M") && MouseReport.canBeInReport("é"))
    }

    /// Reads a report's rest from `following` as the app does; returns the key and what is left.
    private static func read(_ following: String) -> (Key?, String) {
        var waiting = following.unicodeScalars.map(\.value)
        let key = MouseReport.readSGR(
            after: { waiting.isEmpty ? nil : waiting.removeFirst() }, pushBack: { waiting.insert($0, at: 0) })
        return (key, String(String.UnicodeScalarView(waiting.compactMap(Unicode.Scalar.init))))
    }

    @Test func aReportIsReadToItsFinalByteAndNoFurther() {
        let (key, left) = Self.read("0;10;1Mjk")
        #expect(key == .click(x: 9, y: 0))
        #expect(left == "jk")
    }

    @Test(arguments: [2100, 5000])
    func aReportPastAnyBoundIsReadToItsEndAndDroppedWhole(_ parameters: Int) {
        // Given a report of thousands of parameters (4,200 characters and more), then a q
        let (key, left) = Self.read(String(repeating: "1;", count: parameters) + "qjk")

        // Then it is no key, and none of it is left to be read as keys: the q does not quit
        #expect(key == nil)
        #expect(left == "jk")
    }

    @Test func aReportCutShortByAControlLeavesTheControlToBeRead() {
        let (key, left) = Self.read("0;10\u{3}q")
        #expect(key == nil)
        #expect(left == "\u{3}q")
    }
}
