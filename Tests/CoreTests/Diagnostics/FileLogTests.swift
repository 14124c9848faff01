import Foundation
import Testing

@testable import Core

@Suite struct FileLogTests {
    @Test func timestampsAreISO8601InUTC() {
        #expect(FileLog.timestamp(0) == "1970-01-01T00:00:00Z")
        #expect(FileLog.timestamp(1_795_000_000) == "2026-11-18T11:06:40Z")
        #expect(FileLog.timestamp(951_782_400) == "2000-02-29T00:00:00Z")
    }

    @Test func linesAreAppendedWithATimestampAndTheWritersProcess() throws {
        // Given a log in a folder that does not exist yet
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("nested/app.log")

        // When
        let log = try FileLog(fileURL: url, createFolder: true)
        log.log("first")
        log.log("second")

        // Then
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix("Z [\(getpid())] first") == true)
        #expect(lines.last?.hasSuffix("Z [\(getpid())] second") == true)
        #expect(lines.first?.count == "2026-11-21T09:05:00Z [\(getpid())] first".count)
    }

    @Test func aLogInAFolderThatDoesNotExistIsAnErrorInWords() {
        // Given / When / Then
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/app.log")
        #expect(throws: AppendOnlyFile.Failure(description: "No such file or directory")) {
            try FileLog(fileURL: url)
        }
    }

    @Test func aSymbolicLinkIsNeverWrittenThrough() throws {
        // Given a link at the log's path to another file
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let victim = directory.appendingPathComponent("victim.txt")
        try Data("precious\n".utf8).write(to: victim)
        let url = directory.appendingPathComponent("app.log")
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: victim)

        // When / Then it is refused in words, and the other file is untouched
        #expect(throws: AppendOnlyFile.Failure(description: "it is a symbolic link; name the file itself")) {
            try FileLog(fileURL: url)
        }
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
    }

    @Test func aFolderIsNotALogFile() {
        #expect(throws: AppendOnlyFile.Failure.self) {
            try FileLog(fileURL: FileManager.default.temporaryDirectory)
        }
    }

    @Test func writersOnSeparateDescriptorsNeverSplitOrOverwriteEachOthersLines() async throws {
        // Given two writers with descriptors of their own on one file, as two running
        // apps have (the old log kept one offset per descriptor and overwrote the other's lines)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("shared.log").path
        let first = try AppendOnlyFile(path: path)
        let second = try AppendOnlyFile(path: path)
        let line = String(repeating: "x", count: 300)

        // When both write 500 lines at once
        await withTaskGroup(of: Void.self) { group in
            for (writer, name) in [(first, "A"), (second, "B")] {
                group.addTask {
                    for index in 0..<500 { writer.append("\(name) \(index) \(line)") }
                }
            }
        }

        // Then all 1000 lines are there, whole
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1000)
        #expect(lines.allSatisfy { $0.hasSuffix(" " + line) && ($0.hasPrefix("A ") || $0.hasPrefix("B ")) })
        #expect(lines.filter { $0.hasPrefix("A ") }.count == 500)
    }
}
