import Foundation
import Glibc
import TestSupport
import Testing

/// Two runs over the same state: the second runs without the links while the first has them,
/// and takes them over once the first quits.
@Suite("End to end: a second run takes the link socket over", .tags(.endToEnd))
struct EndToEndLinkTakeoverTests {
    @Test("When the run that had the links quits, the other takes them and `challenge open` reaches it")
    func theSecondRunTakesTheLinksWhenTheFirstQuits() async throws {
        // Given run A with the links, and run B over the same state, without them
        let first = try TmuxSession()
        try await first.waitFor("q quit")
        try await first.waitUntil("A's link socket") { _ in
            FileManager.default.fileExists(atPath: first.stateFolder + "/challenge.sock")
        }
        let second = try TmuxSession(stateFolder: first.stateFolder)
        try await second.waitFor("Links from other terminals are off")

        // When A quits
        try first.send("q")
        _ = try await first.waitForExit()

        // Then B takes the links over, says so, and a link sent now opens in B
        try await second.waitFor("Links from other terminals are on")
        let environment = ProcessInfo.processInfo.environment
            .merging(["XDG_RUNTIME_DIR": first.stateFolder, "XDG_STATE_HOME": first.stateFolder]) { $1 }
        let opened = try ChildProcess.run(
            second.binary, ["open", "challenge://episode/detail/3"], environment: environment)
        #expect(opened.status == 0, "\(opened.error)")
        try await second.waitFor("Anatomy Park")
    }

    @Test("When nobody listens but a run waits for the links, `open` says a challenge runs without links")
    func openSaysARunIsWaitingForTheLinks() async throws {
        // Given no socket, and the mark a run waiting for the links leaves (this process's: it runs)
        let folder = try ScratchDirectory(prefix: "challenge-e2e-waiting")
        _ = FileManager.default.createFile(
            atPath: folder.url.path + "/challenge.sock.waiting-\(getpid())", contents: nil)
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path
        let environment = ProcessInfo.processInfo.environment
            .merging(["XDG_RUNTIME_DIR": folder.url.path, "XDG_STATE_HOME": folder.url.path]) { $1 }

        // When a link is sent
        let refused = try await OwnThread.run {
            try ChildProcess.run(binary, ["open", "challenge://episode/detail/3"], environment: environment)
        }

        // Then open says a challenge runs without links (it said none was running)
        #expect(refused.status != 0)
        #expect(refused.error.contains("a challenge is running (pid \(getpid())) without links"), "\(refused.error)")
    }
}
