import Foundation
import Testing

@testable import Core

/// Every event a feature reports is named `{feature}_{screen}_{action}`: the names (or their
/// prefixes) written in a feature's `…Event.swift` files start with the feature's name, and a
/// content feature's events (the shared `RecordListEvent`, `RecordDetailEvent` and
/// `RecordFilterEvent`) start with the host its kind declares, which is its folder's name.
@Suite struct EventNamesTests {
    /// The event names (and prefixes, `episode_list_`) a source writes: quoted snake_case words.
    static func names(in source: String) -> [String] {
        let pattern = /"([a-z]+_[a-z_]*)"/
        return source.matches(of: pattern).map { String($0.output.1) }
    }

    @Test func everyEventNameStartsWithItsFeature() throws {
        let features = SourceTree.sources.appendingPathComponent("Core/Features")
        let files = try SourceTree.swiftFiles(under: features).filter { $0.key.hasSuffix("Event.swift") }
        try #require(files.count >= 3)
        var checked = 0
        for (path, source) in files {
            let feature = try #require(path.split(separator: "/").first).lowercased()
            for name in Self.names(in: source) {
                #expect(name.hasPrefix(feature + "_"), "\(path) names an event \"\(name)\", not \(feature)_…")
                checked += 1
            }
        }
        #expect(checked >= 5)
    }

    @Test func everyContentFeaturesKindIsNamedForItsFolder() throws {
        let features = SourceTree.sources.appendingPathComponent("Core/Features")
        let kinds = try SourceTree.swiftFiles(under: features).filter { $0.key.hasSuffix("Kind.swift") }
        try #require(kinds.count >= 3)
        for (path, source) in kinds {
            let feature = try #require(path.split(separator: "/").first).lowercased()
            let host = try #require(source.firstMatch(of: /host: "([a-z]+)"/)?.output.1, "\(path) declares no host")
            #expect(host == feature, "\(path) declares the host \"\(host)\", not \(feature)")
        }
        // And the shared events take their prefix from it
        #expect(RecordListEvent<EpisodeKind>.list(.viewed).name == "episode_list_viewed")
        #expect(RecordDetailEvent<LocationKind>(.refresh(id: 1)).name == "location_detail_refresh")
        #expect(RecordFilterEvent<CharacterKind>(.closed).name == "character_filter_closed")
    }

    @Test func aNameOutsideTheSchemeIsFound() {
        #expect(
            Self.names(in: #"case .viewed: "about_viewed"; "character_list_" + x"#) == [
                "about_viewed", "character_list_",
            ])
    }
}
