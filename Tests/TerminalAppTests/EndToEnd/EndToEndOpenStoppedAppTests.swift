import Foundation
import Glibc
import Testing

/// `challenge open` against an app that cannot answer (stopped with SIGSTOP): what it says
/// is what happens.
@Suite("End to end: challenge open against a stopped app", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndOpenStoppedAppTests {
    @Test("A link open gave up on is withdrawn: the app, resumed, does not open it, and opens the next one")
    func aWithdrawnLinkIsNotOpenedOnResume() async throws {
        // Given a running app, stopped
        let session = try TmuxSession()
        try await session.waitFor("q quit")
        try await session.waitUntil("the link socket") { _ in
            FileManager.default.fileExists(atPath: session.stateFolder + "/challenge.sock")
        }
        let environment = ProcessInfo.processInfo.environment
            .merging(["XDG_RUNTIME_DIR": session.stateFolder, "XDG_STATE_HOME": session.stateFolder]) { $1 }
        try await session.signal(SIGSTOP)

        // When a link is sent to it, and the app resumes after `open` gave up
        let withdrawn = try ChildProcess.run(
            session.binary, ["open", "challenge://character/detail/2"], environment: environment
        )
        try await session.signal(SIGCONT)

        // Then `open` said the link was withdrawn, and failed
        #expect(withdrawn.status != 0)
        #expect(withdrawn.error.contains("did not answer within 2 s"), "\(withdrawn.error)")
        #expect(withdrawn.error.contains("the link was withdrawn and will not open"), "\(withdrawn.error)")

        // And a link sent after the resume (served after the withdrawn one) opens; the withdrawn one never did
        let opened = try ChildProcess.run(
            session.binary, ["open", "challenge://episode/detail/1"], environment: environment
        )
        #expect(opened.status == 0, "\(opened.error)")
        try await session.waitFor("Pilot")
        let inspect = try ChildProcess.run(session.binary, ["inspect", "--json"], environment: environment)
        #expect(inspect.status == 0, "\(inspect.error)")
        #expect(inspect.output.contains("episode.detail(1)"), "\(inspect.output)")
        #expect(!inspect.output.contains("character.detail(2)"), "\(inspect.output)")
    }
}
