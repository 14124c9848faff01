import Foundation
import Testing

/// `--without` on the real binary in tmux: the features named are left out, and a name the
/// app cannot leave out is one line before any UI.
@Suite("End to end: features left out")
struct EndToEndWithoutTests {
    @Test(
        "--without with an unknown name, the system fallback or every feature exits 2 before the UI with one Error line",
        arguments: [
            ("system", "the system feature (Not Found, alerts) cannot be left out"),
            ("episodes", "there is no feature \"episodes\" to leave out"),
            ("home,character,episode,location", "leaving out every feature leaves no tab to show"),
        ]
    )
    func badNamesAreRefused(list: String, message: String) async throws {
        let session = try TmuxSession(arguments: ["--without", list])

        let ending = try await session.waitForExit()

        #expect(ending.status == 2)
        #expect(ending.output.count == 1, "\(ending.output)")
        #expect(ending.output.first?.hasPrefix("Error: --without: \(message)") == true, "\(ending.output)")
        EndToEnd.expectSaneTerminal(ending)
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
