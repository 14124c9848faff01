import Core
import Testing

@testable import TerminalApp

/// A failure a person reads: one full stop, its first line wrapped at words, cut with "…" only
/// where the room ends.
@MainActor
@Suite struct FailureTextTests {
    @Test func aDetailEndingInAFullStopGetsNoSecond() {
        #expect(
            APIError.malformedResponse("expected a value at byte 3.").description
                == "The server's answer could not be read: expected a value at byte 3.")
        let unreachable = APIError.unreachable("Could not connect\nconnect(): error 111 (details follow).").description
        #expect(
            unreachable == "The server could not be reached: Could not connect\nconnect(): error 111 (details follow).")
        #expect(FailureText.firstLine(unreachable) == "The server could not be reached: Could not connect")
    }

    @Test func aLongFailureWrapsInTheRoomLeftAndIsCutWithTheEllipsis() {
        // Given a failure longer than two lines of the screen, in an area of six rows
        var canvas = Canvas(width: 40, height: 6)
        let failure = FailureText(
            what: "Couldn't load episodes", message: String(repeating: "very long reason ", count: 10),
            hint: "Press r to retry.")

        // When
        failure.draw(
            into: &canvas, area: Rect(x: 0, y: 0, width: 40, height: 6), theme: Theme(ascii: false, usesColor: false))

        // Then two lines hold it, the second cut with the ellipsis, and the hint follows a blank line
        #expect(canvas.line(1) == " Couldn't load episodes: very long")
        #expect(canvas.line(2)?.hasSuffix("…") == true)
        #expect(canvas.line(3) == "")
        #expect(canvas.line(4) == " Press r to retry.")
    }

    @Test func aFailureThatFitsOnTwoLinesIsCutNowhere() {
        // Given a missing record's failure, wider than a 60-column detail (it read "#999…")
        var canvas = Canvas(width: 60, height: 16)
        let failure = FailureText(
            what: "Couldn't load Character #9999", message: "There is no character #9999.", hint: "Esc to go back.")

        // When
        failure.draw(
            into: &canvas, area: Rect(x: 0, y: 0, width: 58, height: 16), theme: Theme(ascii: false, usesColor: false))

        // Then the number is whole, wrapped at a word
        #expect(canvas.line(1) == " Couldn't load Character #9999: There is no character")
        #expect(canvas.line(2) == " #9999.")
        #expect(canvas.line(4) == " Esc to go back.")
    }

    @Test func aFailureReportedByAScreenReachesTheLogWhole() {
        // Given the provider the app installs, and a failure of several lines
        let log = MemoryLog()
        let provider = ErrorLogTrackingProvider(log: log)

        // When screens report a view and a failure
        provider.track(EpisodeListEvent.list(.viewed))
        provider.track(EpisodeListEvent.list(.loadFailed("The server could not be reached: refused\ndetails")))

        // Then only the failure is logged, whole, on one line
        #expect(log.lines == [#"episode_list_error: message=The server could not be reached: refused\ndetails"#])
    }
}
