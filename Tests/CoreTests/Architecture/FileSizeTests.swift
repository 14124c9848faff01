import Foundation
import Testing

/// A file a reader can hold in mind: none of the app's over 600 lines, and the display (what
/// puts cells on the terminal, apart from its questions, its pixels and its keys) under 350.
@Suite struct FileSizeTests {
    private static func lineCount(_ path: String) -> Int? {
        let url = SourceTree.sources.appendingPathComponent(path)
        let text = try? String(contentsOf: url, encoding: .utf8)
        return text.map { $0.split(separator: "\n", omittingEmptySubsequences: false).count }
    }

    @Test func noFileOfTheAppIsOverSixHundredLines() throws {
        // Given every file but the generated ones
        let paths = SourceTree.scanned.keys.sorted()

        // When
        let long = paths.filter { (Self.lineCount($0) ?? 0) > 600 }

        // Then: and the scan read the files, or an empty answer proves nothing
        #expect(long == [], "\(long)")
        #expect(paths.count > 100)
    }

    @Test func theDisplayIsUnderThreeHundredAndFiftyLines() throws {
        let count = try #require(Self.lineCount("TerminalApp/Terminal/NcursesDisplay.swift"))
        #expect(count < 350)
    }
}
