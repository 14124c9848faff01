import Testing

@testable import TerminalApp

/// SGR mouse reports, decoded from what follows `CSI <`.
@Suite struct SGRMouseTests {
    @Test func aLeftPressFarRightIsAClickAtThatCell() {
        #expect(SGRMouse.decode(tail: "0;241;5M") == .click(x: 240, y: 4))
    }

    @Test func theWheelScrolls() {
        #expect(SGRMouse.decode(tail: "64;10;3M") == .scrollUp)
        #expect(SGRMouse.decode(tail: "65;10;3M") == .scrollDown)
    }

    @Test(arguments: ["0;241;5m", "32;1;1M", "2;5;5M", "0;0;5M", "0;x;5M", "0;5M", "", "0;1;1"])
    func releasesMotionOtherButtonsAndBrokenReportsAreNoKey(_ tail: String) {
        #expect(SGRMouse.decode(tail: tail) == nil)
    }
}
