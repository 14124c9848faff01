import Foundation
import Testing

/// Every event a feature reports is named `{feature}_{screen}_{action}`: the names (or their
/// prefixes) written in a feature's `…Event.swift` files start with the feature's name.
@Suite struct EventNamesTests {
    /// The event names (and prefixes, `episode_list_`) a source writes: quoted snake_case words.
    static func names(in source: String) -> [String] {
        let pattern = /"([a-z]+_[a-z_]*)"/
        return source.matches(of: pattern).map { String($0.output.1) }
    }

    @Test func everyEventNameStartsWithItsFeature() throws {
        let features = SourceTree.sources.appendingPathComponent("Core/Features")
        let files = try SourceTree.swiftFiles(under: features).filter { $0.key.hasSuffix("Event.swift") }
        try #require(files.count >= 10)
        var checked = 0
        for (path, source) in files {
            let feature = try #require(path.split(separator: "/").first).lowercased()
            for name in Self.names(in: source) {
                #expect(name.hasPrefix(feature + "_"), "\(path) names an event \"\(name)\", not \(feature)_…")
                checked += 1
            }
        }
        #expect(checked >= 10)
    }

    @Test func aNameOutsideTheSchemeIsFound() {
        #expect(
            Self.names(in: #"case .viewed: "about_viewed"; "character_list_" + x"#) == [
                "about_viewed", "character_list_",
            ])
    }
}
