import Core
import Testing

@testable import TerminalApp

/// A failure is one line a person reads: one full stop, no second line, cut with "…".
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

    @Test func aLongFailureIsOneLineCutWithTheEllipsis() {
        // Given a failure longer than the screen is wide
        var canvas = Canvas(width: 40, height: 6)
        let failure = FailureText(
            what: "Couldn't load episodes", message: String(repeating: "very long reason ", count: 10),
            hint: "Press r to retry.")

        // When
        failure.draw(
            into: &canvas, area: Rect(x: 0, y: 0, width: 40, height: 6), theme: Theme(ascii: false, usesColor: false))

        // Then
        #expect(canvas.line(1)?.hasSuffix("…") == true)
        #expect(canvas.line(2) == "")
        #expect(canvas.line(3) == " Press r to retry.")
    }

    @Test func aFailureReportedByAScreenReachesTheLogWhole() {
        // Given the provider the app installs, and a failure of several lines
        let log = MemoryLog()
        let provider = ErrorLogTrackingProvider(log: log)

        // When screens report a view and a failure
        provider.track(EpisodeListEvent(.viewed))
        provider.track(EpisodeListEvent(.loadFailed("The server could not be reached: refused\ndetails")))

        // Then only the failure is logged, whole, on one line
        #expect(log.lines == [#"episode_list_error: message=The server could not be reached: refused\ndetails"#])
    }
}
