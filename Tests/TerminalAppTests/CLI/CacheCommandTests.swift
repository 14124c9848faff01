import Core
import Foundation
import Testing

@testable import TerminalApp

/// `challenge cache`: saved answers and pictures shown apart, and removed together or alone.
@Suite struct CacheCommandTests {
    /// A cache folder holding one saved answer and one picture.
    private static func filled() throws -> (ScratchDirectory, URL) {
        let scratch = try ScratchDirectory(prefix: "cache")
        let folder = scratch.url.appendingPathComponent("challenge")
        try AnswerStore(folder: folder).write(
            SavedAnswer(
                url: "http://127.0.0.1:1/api/character?page=1", status: 200, body: Data(#"{"results":[]}"#.utf8),
                entityTag: "\"a\"", lastModified: nil, saved: Date()))
        try ImageDiskCache(folder: folder).write(Data([0xFF, 0xD8, 0xFF]) + Data(count: 2000), for: "http://h/1.jpeg")
        return (scratch, folder)
    }

    @Test func sizeShowsRecordsAndPicturesApart() throws {
        let (scratch, folder) = try Self.filled()
        let output = try CacheCommand.parse(["--size"]).perform(in: folder)
        let lines = output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("records: ") == true)
        #expect(lines.first?.hasSuffix(", 1 saved answers") == true)
        #expect(lines.last?.hasPrefix("pictures: 2") == true)
        _ = scratch
    }

    @Test func clearRecordsKeepsThePicturesAndClearForgetsBoth() throws {
        let (scratch, folder) = try Self.filled()
        _ = try CacheCommand.parse(["--clear-records"]).perform(in: folder)
        #expect(AnswerStore(folder: folder).count() == 0)
        #expect(ImageDiskCache(folder: folder).size() > 0)
        let output = try CacheCommand.parse(["--clear"]).perform(in: folder)
        #expect(output.hasPrefix("removed 0.0 kB of saved answers and 2.0 kB of pictures"))
        #expect(ImageDiskCache(folder: folder).size() == 0)
        _ = scratch
    }

    @Test func twoActionsAreRefused() {
        #expect(throws: (any Error).self) { try CacheCommand.parse(["--clear", "--clear-records"]) }
    }
}
