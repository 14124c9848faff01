import Foundation
import Testing

@testable import TerminalApp

/// The README and the pages in docs/, followed as a reader would: every relative link leads to
/// a file, and every tape a page shows parses.
@Suite struct DocsExampleTests {
    static let root = TmuxSession.packageRoot()

    /// README.md and every page of docs/, as paths from the package root.
    static var pages: [String] {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    static func text(of page: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    }

    /// The targets of a page's links and pictures (`[text](target)`, `![alt](target)`) that lead
    /// into the repository, without their `#anchor`: not a web address, not an anchor alone.
    static func relativeLinks(in text: String) -> [String] {
        text.components(separatedBy: "](").dropFirst().compactMap { rest -> String? in
            guard let end = rest.firstIndex(of: ")") else { return nil }
            let target = rest[..<end].split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            if target.isEmpty || target.contains("://") || target.hasPrefix("mailto:") { return nil }
            return String(target)
        }
    }

    /// The fenced blocks of a page whose first line is `# NAME.tape`, each with that name.
    static func tapes(in text: String) -> [(name: String, script: String)] {
        // Between the fences: every other piece, starting with the second.
        let blocks = text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map { $0.element }
        return blocks.compactMap { block -> (name: String, script: String)? in
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
            guard block.hasPrefix("\n"), lines.count > 1 else { return nil }
            let first = lines[1].trimmingCharacters(in: .whitespaces)
            guard first.hasPrefix("# "), first.hasSuffix(".tape") else { return nil }
            let name = String(first.dropFirst(2))
            guard !name.contains(" ") else { return nil }
            return (name: name, script: block)
        }
    }

    @Test func theReadmeAndEveryDocsPageAreRead() {
        // Given / When the pages found
        let pages = Self.pages

        // Then the README and the guides it links to are among them
        #expect(pages.first == "README.md")
        #expect(Set(pages).isSuperset(of: ["docs/architecture.md", "docs/replay.md", "docs/inspector.md"]))
    }

    @Test(arguments: pages)
    func everyRelativeLinkLeadsToAFile(_ page: String) throws {
        // Given a page and the folder its links start from
        let text = try Self.text(of: page)
        let folder = Self.root.appendingPathComponent(page).deletingLastPathComponent()

        // When its relative links are followed
        let links = Self.relativeLinks(in: text)
        let missing = links.filter { !FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }

        // Then each one is a file of the repository
        #expect(!links.isEmpty, "\(page) links nowhere")
        #expect(missing.isEmpty, "\(page) links to files that do not exist: \(missing)")
    }

    @Test(arguments: pages)
    func everyTapeAPageShowsParses(_ page: String) throws {
        // Given the page's fenced blocks that start with a `# NAME.tape` line
        let text = try Self.text(of: page)
        let tapes = Self.tapes(in: text)

        // When each is parsed as the replay command parses a file / Then none has a problem
        for tape in tapes {
            let script = try ReplayParser.parse(tape.script, file: "\(page) (\(tape.name))")
            #expect(!script.steps.isEmpty, "\(page): \(tape.name) has no steps")
        }
    }

    @Test func theDocsShowTapes() throws {
        // Given every page / When its tapes are gathered
        var names: [String] = []
        for page in Self.pages {
            let text = try Self.text(of: page)
            names += Self.tapes(in: text).map { $0.name }
        }

        // Then the README's example and the guides' examples are found
        #expect(names.contains("list.tape"))
        #expect(names.count > 1, "\(names)")
    }
}
