import Foundation
import TestSupport
import Testing

/// `--without` on the real binary in tmux: the features named are left out, and a name the
/// app cannot leave out is one line before any UI.
@Suite("End to end: features left out", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndWithoutTests {
    @Test(
        "--without with an unknown name, the system fallback or every feature exits 2 before the UI with one Error line",
        arguments: [
            ("system", "the system feature (Not Found, alerts) cannot be left out"),
            ("epsiode", "there is no feature \"epsiode\" to leave out (did you mean episode?)"),
            ("home,character,episode,location", "leaving out every feature leaves no tab to show"),
        ]
    )
    func badNamesAreRefused(list: String, message: String) async throws {
        // Refused before any UI: no terminal is needed to see it (nor touched).
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path
        let folder = try ScratchDirectory(prefix: "challenge-e2e-without")
        let environment = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": folder.url.path]) { $1 }

        let result = try await OwnThread.run {
            try ChildProcess.run(binary, ["--without", list], environment: environment)
        }

        #expect(result.status == 2)
        #expect(result.output.isEmpty, "nothing drawn: \(result.output)")
        #expect(result.error.hasPrefix("Error: --without: \(message)"), "\(result.error)")
        #expect(result.error.filter { $0 == "\n" }.count == 1, "\(result.error)")
    }

    @Test("--without episode: no Episodes tab, tab keys renumbered, its links land on Not Found")
    func episodesLeftOut() async throws {
        let session = try TmuxSession(arguments: ["--without", "episode", "--open", "challenge://episode/detail/1"])

        let notFound = try await session.waitFor("Not Found")
        #expect(EndToEnd.tabBar(notFound).contains("Locations"))
        #expect(!EndToEnd.tabBar(notFound).contains("Episodes"))
        #expect(notFound.contains("challenge://episode/detail/1"))
        try session.send("3")
        let locations = try await session.waitFor("Earth (C-137)")
        #expect(EndToEnd.breadcrumb(locations) == "Locations")
    }
}
