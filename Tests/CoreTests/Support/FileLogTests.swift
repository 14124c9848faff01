import Foundation
import Testing
@testable import Core

@Suite struct FileLogTests {
    @Test func timestampsAreISO8601InUTC() {
        #expect(FileLog.timestamp(0) == "1970-01-01T00:00:00Z")
        #expect(FileLog.timestamp(1_795_000_000) == "2026-11-18T11:06:40Z")
        #expect(FileLog.timestamp(951_782_400) == "2000-02-29T00:00:00Z")
    }

    @Test func linesAreAppendedWithATimestamp() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("nested/app.log")

        let log = FileLog(fileURL: url)
        #expect(log.isOpen)
        log.log("first")
        log.log("second")

        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix("Z first") == true)
        #expect(lines.last?.hasSuffix("Z second") == true)
        #expect(lines.first?.count == "2026-11-21T09:05:00Z first".count)
    }
}
