import TestSupport
import Testing

@testable import Core

/// What each content feature (Character, Episode, Location) promises alike, tested once over
/// the three: its links build the stack a user would have walked and refuse bad ids, its saved
/// destinations survive a restart, and its screens' reports reach the app as
/// `{feature}_list_…` and `{feature}_detail_…`. What one feature adds (Character's Filter) is
/// tested in its own folder.
@Suite struct ContentFeatureConformanceTests {
    /// A content feature as these tests meet it.
    struct Feature: Sendable, CustomTestStringConvertible {
        let name: String
        let handler: any DeepLinkHandlerContract
        let archive: any DestinationArchiveContract
        let list: AnyNavigation
        let detail: @Sendable (Int) -> AnyNavigation
        /// Sends a shared list report through the feature's list tracker.
        let trackList: @Sendable (RecordListReport, any TrackerContract) -> Void
        /// Sends a shared detail report through the feature's detail tracker.
        let trackDetail: @Sendable (RecordDetailReport, any TrackerContract) -> Void
        /// A section its detail links from.
        let section: String

        var testDescription: String { name }
    }

    static let features: [Feature] = [
        Feature(
            name: "character", handler: CharacterDeepLinkHandler(), archive: CharacterDestinationArchive(),
            list: AnyNavigation(CharacterIncomingNavigation.list),
            detail: { AnyNavigation(CharacterIncomingNavigation.detail(identifier: $0)) },
            trackList: { ScreenTracker<CharacterListEvent>(tracker: $1).track(.list($0)) },
            trackDetail: { ScreenTracker<CharacterDetailEvent>(tracker: $1).track(CharacterDetailEvent($0)) },
            section: "Episodes"),
        Feature(
            name: "episode", handler: EpisodeDeepLinkHandler(), archive: EpisodeDestinationArchive(),
            list: AnyNavigation(EpisodeIncomingNavigation.list),
            detail: { AnyNavigation(EpisodeIncomingNavigation.detail(identifier: $0)) },
            trackList: { ScreenTracker<EpisodeListEvent>(tracker: $1).track(EpisodeListEvent.list($0)) },
            trackDetail: { ScreenTracker<EpisodeDetailEvent>(tracker: $1).track(EpisodeDetailEvent($0)) },
            section: "Cast"),
        Feature(
            name: "location", handler: LocationDeepLinkHandler(), archive: LocationDestinationArchive(),
            list: AnyNavigation(LocationIncomingNavigation.list),
            detail: { AnyNavigation(LocationIncomingNavigation.detail(identifier: $0)) },
            trackList: { ScreenTracker<LocationListEvent>(tracker: $1).track(LocationListEvent.list($0)) },
            trackDetail: { ScreenTracker<LocationDetailEvent>(tracker: $1).track(LocationDetailEvent($0)) },
            section: "Residents"),
    ]

    private static func resolve(_ link: String, by feature: Feature) throws -> DeepLinkDestination? {
        feature.handler.resolve(try #require(DeepLink.parse(link)).url)
    }

    @Test(arguments: features)
    func aLinkBuildsTheStackAUserWouldHaveWalked(_ feature: Feature) throws {
        let name = feature.name
        #expect(try Self.resolve("challenge://\(name)/list", by: feature)?.stack == [feature.list])
        #expect(try Self.resolve("challenge://\(name.uppercased())/list/", by: feature)?.stack == [feature.list])
        #expect(
            try Self.resolve("challenge://\(name)/detail/28", by: feature)?.stack == [feature.list, feature.detail(28)])
        #expect(
            try Self.resolve("challenge://\(name)/detail/999999999", by: feature)?.stack
                == [feature.list, feature.detail(999_999_999)])
    }

    @Test(arguments: features)
    func aBadIdOrPathIsNoDestination(_ feature: Feature) throws {
        for path in ["detail/0", "detail/-1", "detail/x", "detail/1e3", "detail/1000000000", "detail", "nowhere/1"] {
            #expect(try Self.resolve("challenge://\(feature.name)/\(path)", by: feature) == nil, "\(path)")
        }
        // Another feature's link is not its own
        let other = feature.name == "episode" ? "location" : "episode"
        #expect(try Self.resolve("challenge://\(other)/list", by: feature) == nil)
    }

    @Test(arguments: features)
    func destinationsSurviveARestart(_ feature: Feature) {
        let archive = feature.archive
        #expect(archive.feature == feature.name)
        for destination in [feature.list, feature.detail(7)] {
            #expect(archive.save(destination).flatMap(archive.restore) == destination)
        }
        // A saved id that is no id, or a newer form, is not guessed at
        let bad = SavedDestination(
            feature: feature.name, version: archive.version, name: "detail", values: ["id": "1e3"])
        #expect(archive.restore(bad) == nil)
        #expect(
            archive.restore(SavedDestination(feature: feature.name, version: archive.version + 1, name: "list")) == nil)
    }

    static let listReports: [(RecordListReport, String, [String: String])] = [
        (.viewed, "list_viewed", [:]), (.selected(id: 7), "list_selected", ["id": "7"]),
        (.searched("Rick"), "list_searched", ["query": "Rick"]), (.loadMore(page: 3), "list_load_more", ["page": "3"]),
        (.refresh, "list_refresh", [:]), (.retry, "list_retry", [:]),
        (.loadFailed("timed out"), "list_error", ["message": "timed out"]),
    ]

    @Test(arguments: features)
    func theListsReportsReachTheAppInTheFeaturesName(_ feature: Feature) {
        for (report, action, properties) in Self.listReports {
            let app = TrackerMock()
            feature.trackList(report, app)
            #expect(app.names == ["\(feature.name)_\(action)"])
            #expect(app.events.first?.properties == properties)
        }
    }

    @Test(arguments: features)
    func theDetailsReportsReachTheAppInTheFeaturesName(_ feature: Feature) {
        let reports: [(RecordDetailReport, String, [String: String])] = [
            (.viewed(id: 1), "detail_viewed", ["id": "1"]), (.refresh(id: 2), "detail_refresh", ["id": "2"]),
            (.retry(id: 3), "detail_retry", ["id": "3"]),
            (
                .linkOpened(id: 1, section: feature.section, link: 2), "detail_link_opened",
                ["id": "1", "section": feature.section.lowercased(), "link": "2"]
            ),
            (.loadFailed(id: 4, "not found"), "detail_error", ["id": "4", "message": "not found"]),
        ]
        for (report, action, properties) in reports {
            let app = TrackerMock()
            feature.trackDetail(report, app)
            #expect(app.names == ["\(feature.name)_\(action)"])
            #expect(app.events.first?.properties == properties)
        }
    }
}
