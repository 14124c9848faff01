import Foundation
import Testing
@testable import Core

@Suite struct AtomicFileTests {
    @Test func writeCreatesTheFileAndItsDirectories() throws {
        try withTemporaryDirectory { directory in
            // Given
            let url = directory.appendingPathComponent("a/b/file.json")

            // When
            try AtomicFile.write(Data("hello".utf8), to: url)

            // Then
            #expect(try Data(contentsOf: url) == Data("hello".utf8))
        }
    }

    @Test func writeReplacesTheWholeFile() throws {
        try withTemporaryDirectory { directory in
            // Given
            let url = directory.appendingPathComponent("file.json")
            try Data("a much longer first version".utf8).write(to: url)

            // When
            try AtomicFile.write(Data("short".utf8), to: url)

            // Then
            #expect(try Data(contentsOf: url) == Data("short".utf8))
        }
    }

    @Test func writeLeavesNoTemporaryFileBehind() throws {
        try withTemporaryDirectory { directory in
            // When
            try AtomicFile.write(Data("x".utf8), to: directory.appendingPathComponent("file.json"))

            // Then
            #expect(try directoryContents(directory) == ["file.json"])
        }
    }

    @Test func aFailedWriteThrowsAndLeavesNoTemporaryFile() throws {
        try withTemporaryDirectory { directory in
            // Given: the target is a non-empty directory, which a file cannot replace
            let target = directory.appendingPathComponent("taken")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try Data("keep".utf8).write(to: target.appendingPathComponent("inside"))

            // When / Then
            #expect(throws: (any Error).self) {
                try AtomicFile.write(Data("x".utf8), to: target)
            }
            #expect(try directoryContents(directory) == ["taken"])
        }
    }
}
