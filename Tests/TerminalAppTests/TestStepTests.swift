import Foundation
import Testing

/// `make test` runs the tests tagged `.endToEnd` in a step of their own, selected by the
/// names in the Makefile's END_TO_END (this Swift's `swift test` cannot select by tag): the
/// names and the tags must agree, or a real-binary test would run in the parallel step, or a
/// unit test in neither.
@Suite struct TestStepTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The alternatives of the Makefile's END_TO_END regular expression.
    static func endToEndNames() throws -> [String] {
        let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
        let line = try #require(makefile.split(separator: "\n").first { $0.hasPrefix("END_TO_END = ") })
        return line.dropFirst("END_TO_END = ".count).split(separator: "|").map(String.init)
    }

    /// Every suite type and test function declared with @Suite or @Test, with whether that
    /// attribute (on its first line) carries the tag.
    static func declarations() throws -> [(name: String, tagged: Bool)] {
        var found: [(String, Bool)] = []
        let folder = root.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            var attribute: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("@Suite") || trimmed.hasPrefix("@Test") { attribute = trimmed }
                for keyword in ["struct ", "func "] {
                    guard let attribute, let range = trimmed.range(of: keyword) else { continue }
                    let name = trimmed[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    found.append((String(name), attribute.contains(".tags(.endToEnd)")))
                }
                if trimmed.contains("struct ") || trimmed.contains("func ") { attribute = nil }
            }
        }
        return found
    }

    @Test func theSerialStepNamesExactlyTheTaggedTests() throws {
        let names = try Self.endToEndNames()
        let declared = try Self.declarations()
        #expect(declared.contains { $0.tagged })
        for (name, tagged) in declared {
            let selected = names.contains { name.contains($0) }
            #expect(
                selected == tagged,
                "\(name) is \(tagged ? "" : "not ")tagged .endToEnd but \(selected ? "is" : "is not") in the Makefile's END_TO_END"
            )
        }
    }
}
