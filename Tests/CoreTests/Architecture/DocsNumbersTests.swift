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

    @Test func theArchitectureGuideNamesTheStackAndModalBoundsLiveAndRestored() throws {
        let text = try Self.guide("architecture.md")
        #expect(text.contains("A stack holds at most \(NavigationCoordinator.maximumDepth) screens"))
        #expect(text.contains("a stack keeps its newest \(SavedNavigation.maximumStackDepth) screens"))
        #expect(text.contains("modals nested deeper than \(SavedNavigation.maximumModalDepth)"))
    }

    @Test func theMapsOfThePackageShowEveryModuleAndEverySourcesTarget() throws {
        // Given what the package holds: its C modules and its Swift targets
        let files = FileManager.default
        let modules = try files.contentsOfDirectory(atPath: SourceTree.root.appendingPathComponent("Modules").path)
        let targets = try files.contentsOfDirectory(atPath: SourceTree.root.appendingPathComponent("Sources").path)
        #expect(modules.contains("CNcurses") && targets.contains("Core"))

        // Then the README's map and architecture.md's name each
        let readme = try String(contentsOf: SourceTree.root.appendingPathComponent("README.md"), encoding: .utf8)
        let architecture = try Self.guide("architecture.md")
        for module in modules {
            #expect(readme.contains("Modules/\(module)/"), "README's map lacks \(module)")
            #expect(architecture.contains("Modules/\(module)/"), "architecture.md's map lacks \(module)")
        }
        for target in targets {
            #expect(readme.contains("Sources/\(target)/"), "README's map lacks \(target)")
            #expect(architecture.contains("Sources/\(target)/"), "architecture.md's map lacks \(target)")
        }
    }

    @Test func whatTheBinaryHoldsAddsUpToTheBinarysSize() throws {
        // Given the table of what the binary holds and the stripped size the latest run measured
        let text = try String(
            contentsOf: SourceTree.root.appendingPathComponent("docs/performance.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## What the binary holds").dropFirst().first)
        let rows = section.split(separator: "\n").prefix { !$0.hasPrefix("ICU") }.filter { $0.hasPrefix("| ") }
        let sizes = rows.compactMap { row in
            Double(row.split(separator: "|").last?.trimmingCharacters(in: .whitespaces) ?? "")
        }
        let measured = try #require(
            text.split(separator: "\n").first { $0.hasPrefix("| stripped binary (MB) |") }?.split(separator: "|")
                .dropFirst().first.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) })

        // Then its parts add up to it (to the tenth a row is written in)
        #expect(sizes.count >= 5)
        #expect(abs(sizes.reduce(0, +) - measured) < 0.05, "\(sizes) add up to \(sizes.reduce(0, +)), not \(measured)")
    }
}
