import Foundation
import Testing

@testable import TerminalApp

/// Golden frames beside a script: compared, recorded only when asked.
@Suite struct SnapshotFilesTests {
    private func files(update: Bool) throws -> (SnapshotFiles, ScratchDirectory) {
        let scratch = try ScratchDirectory(prefix: "snapshots")
        return (
            SnapshotFiles(
                folder: scratch.url.appendingPathComponent("__Snapshots__"), scriptName: "walk", update: update),
            scratch
        )
    }

    @Test func aMissingGoldenFrameFailsAndIsWrittenForReview() throws {
        // Given no golden frame
        let (snapshots, scratch) = try files(update: false)

        // When a snapshot is checked
        let failure = try #require(throws: ReplayRunner.Failure.self) {
            try snapshots.check(name: "home", frame: "Home", location: "walk.tape:3")
        }

        // Then it fails at its line, and the frame waits on disk for review
        #expect(failure.location == "walk.tape:3")
        #expect(failure.message.contains("has no golden frame"))
        #expect(try String(contentsOf: snapshots.url(for: "home"), encoding: .utf8) == "Home")
        _ = scratch
    }

    @Test func aGoldenFrameThatIsAFolderOrTooLargeIsSaidInWords() throws {
        // Given a folder where one golden frame belongs, and a golden frame of 9 MB
        let (snapshots, scratch) = try files(update: false)
        try FileManager.default.createDirectory(at: snapshots.url(for: "home"), withIntermediateDirectories: true)
        try Data(repeating: UInt8(ascii: "x"), count: 9 << 20).write(to: snapshots.url(for: "list"))

        // When each is compared
        let folder = try #require(throws: ReplayRunner.Failure.self) {
            try snapshots.check(name: "home", frame: "Home", location: "walk.tape:3")
        }
        let large = try #require(throws: ReplayRunner.Failure.self) {
            try snapshots.check(name: "list", frame: "List", location: "walk.tape:5")
        }

        // Then each says why in words, and the large one is not read whole
        #expect(folder.message.hasSuffix(": it is not a regular file"), "\(folder.message)")
        #expect(large.message.hasSuffix(": it is larger than 8192 kB (9437184 bytes)"), "\(large.message)")
        _ = scratch
    }

    @Test func aLongDiffListsItsFirstLinesAndCountsTheRest() {
        // Given two frames that differ on 100 lines
        let expected = (1...100).map { "old \($0)" }.joined(separator: "\n")
        let actual = (1...100).map { "new \($0)" }.joined(separator: "\n")

        // When they are told apart
        let lines = LineDiff.describe(expected: expected, actual: actual).split(separator: "\n")

        // Then the first 60 lines are shown, and the rest counted
        #expect(lines.count == 61)
        #expect(lines.last == "… and 140 more lines that differ")
    }

    @Test func inUpdateModeAMissingGoldenFrameIsRecorded() throws {
        // Given update mode and no golden frame
        let (snapshots, scratch) = try files(update: true)

        // When / Then: no failure, and the frame is written
        try snapshots.check(name: "home", frame: "Home", location: "walk.tape:3")
        #expect(try String(contentsOf: snapshots.url(for: "home"), encoding: .utf8) == "Home")
        _ = scratch
    }

    @Test func aMatchingGoldenFramePassesAndADifferentOneFails() throws {
        // Given a recorded frame
        let (recorder, scratch) = try files(update: true)
        try recorder.check(name: "home", frame: "Home\nCharacters", location: "walk.tape:3")
        let snapshots = SnapshotFiles(folder: recorder.folder, scriptName: "walk", update: false)

        // When / Then
        try snapshots.check(name: "home", frame: "Home\nCharacters", location: "walk.tape:3")
        let failure = try #require(throws: ReplayRunner.Failure.self) {
            try snapshots.check(name: "home", frame: "Home\nEpisodes", location: "walk.tape:5")
        }
        #expect(failure.message.contains("−2│Characters"))
        #expect(failure.message.contains("+2│Episodes"))
        _ = scratch
    }

    @Test func inUpdateModeALinkPlantedAtAGoldenIsReplacedAndItsTargetKept() throws {
        // Given update mode, and a link at the golden's path to a file of the user's
        let (snapshots, scratch) = try files(update: true)
        let victim = scratch.url.appendingPathComponent("precious.txt")
        try Data("precious".utf8).write(to: victim)
        try FileManager.default.createDirectory(at: snapshots.folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: snapshots.url(for: "home").path, withDestinationPath: victim.path)

        // When the snapshot is recorded
        try snapshots.check(name: "home", frame: "Home", location: "walk.tape:3")

        // Then the golden is a file of its own in the folder, and the link's target is untouched
        let golden = snapshots.url(for: "home").path
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: golden)) == nil)
        #expect(try String(contentsOf: snapshots.url(for: "home"), encoding: .utf8) == "Home")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
    }

    @Test func aDanglingLinkAtAMissingGoldenMakesNoFileElsewhere() throws {
        // Given a link at the golden's path to a file that does not exist outside the folder
        let (snapshots, scratch) = try files(update: false)
        let elsewhere = scratch.url.appendingPathComponent("elsewhere.txt")
        try FileManager.default.createDirectory(at: snapshots.folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: snapshots.url(for: "home").path, withDestinationPath: elsewhere.path)

        // When the snapshot is checked (and the frame written for review)
        #expect(throws: ReplayRunner.Failure.self) {
            try snapshots.check(name: "home", frame: "Home", location: "walk.tape:3")
        }

        // Then nothing was made where the link pointed; the frame is in the folder
        #expect(!FileManager.default.fileExists(atPath: elsewhere.path))
        #expect(try String(contentsOf: snapshots.url(for: "home"), encoding: .utf8) == "Home")
    }
}
