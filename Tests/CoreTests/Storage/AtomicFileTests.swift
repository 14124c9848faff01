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

@Suite struct AtomicFilePermissionTests {
    @Test func stateFilesAreTheUsersAlone() throws {
        try withTemporaryDirectory { directory in
            // Given a permissive umask, as many systems have
            let old = umask(0o022)
            defer { umask(old) }
            let url = directory.appendingPathComponent("navigation.json")

            // When
            try AtomicFile.write(Data("{}".utf8), to: url)

            // Then only the user can read it
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
        }
    }

    @Test func replacingAFileKeepsItPrivate() throws {
        try withTemporaryDirectory { directory in
            // Given an older, world-readable file
            let url = directory.appendingPathComponent("recent-searches.json")
            try Data("[]".utf8).write(to: url)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)

            // When it is saved again
            try AtomicFile.write(Data("[\"rick\"]".utf8), to: url)

            // Then
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
            #expect(try String(contentsOf: url, encoding: .utf8) == "[\"rick\"]")
        }
    }
}
