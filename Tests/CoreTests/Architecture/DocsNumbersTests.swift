import Core
import Foundation
import Testing

/// The guides' numbers are the code's: a bound changed in one place and not the other is a
/// guide that lies (docs/inspector.md said 100 screens where the stack stops at 64).
@Suite struct DocsNumbersTests {
    private static func guide(_ name: String) throws -> String {
        let url = SourceTree.root.appendingPathComponent("docs/\(name)")
        // A guide wraps its lines: read as one line of words.
        return try String(contentsOf: url, encoding: .utf8).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func theInspectorGuideNamesTheStackBoundAndTheLogsLength() throws {
        let text = try Self.guide("inspector.md")
        #expect(text.contains("at most \(NavigationCoordinator.maximumDepth) screens"))
        #expect(text.contains("latest \(NavigationLog.capacity) entries"))
    }
}
