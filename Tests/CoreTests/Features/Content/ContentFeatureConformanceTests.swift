import TestSupport
import Testing

@testable import Core

/// What each content feature (Character, Episode, Location) promises alike, tested once over
/// the three: its links build the stack a user would have walked and refuse bad ids, its saved
/// destinations survive a restart, and its screens' reports reach the app as
/// `{feature}_list_…`, `{feature}_detail_…` and `{feature}_filter_…`, and its Filter opens over
/// its list by a link and survives a restart. What one feature's filter means (its fields, its
/// query) is tested in its own folder.
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
        /// The Filter over the list, starting from a filter that narrows (`filter(true)`) or from none.
        let filter: @Sendable (_ narrowing: Bool) -> AnyNavigation
        /// Saved filter values none of its fields can hold.
        let damagedFilter: [String: String]
        /// Sends the Filter's viewed, applied (the narrowing filter), reset and closed reports,
        /// and the list's filter_opened, through the feature's trackers.
        let trackFilter: @Sendable (any TrackerContract) -> Void
        /// The applied report's properties.
        let appliedProperties: [String: String]

        var testDescription: String { name }
    }

    static let features: [Feature] = [
        Feature(
            name: "character", handler: CharacterDeepLinkHandler(), archive: CharacterDestinationArchive(),
            list: AnyNavigation(CharacterIncomingNavigation.list),
            detail: { AnyNavigation(CharacterIncomingNavigation.detail(identifier: $0)) },
            trackList: { ScreenTracker<CharacterListEvent>(tracker: $1).track(.list($0)) },
            trackDetail: { ScreenTracker<CharacterDetailEvent>(tracker: $1).track(CharacterDetailEvent($0)) },
            section: "Episodes",
            filter: { narrowing in
                let current = narrowing ? CharacterFilter(status: .dead, species: "Human ") : .none
                return AnyNavigation(CharacterIncomingNavigation.filter(FilterRequest(current: current, onApply: nil)))
            },
            damagedFilter: ["status": "undead"],
            trackFilter: { app in
                ScreenTracker<CharacterListEvent>(tracker: app).track(.filterOpened)
                let tracker = ScreenTracker<CharacterFilterEvent>(tracker: app)
                for report in [.viewed, .applied(CharacterFilter(status: .dead, species: "Human ")), .reset, .closed]
                    as [FilterFormReport<CharacterFilter>]
                {
                    tracker.track(CharacterFilterEvent(report))
                }
            },
            appliedProperties: ["status": "dead", "gender": "", "species": "Human", "type": ""]),
        Feature(
            name: "episode", handler: EpisodeDeepLinkHandler(), archive: EpisodeDestinationArchive(),
            list: AnyNavigation(EpisodeIncomingNavigation.list),
            detail: { AnyNavigation(EpisodeIncomingNavigation.detail(identifier: $0)) },
            trackList: { ScreenTracker<EpisodeListEvent>(tracker: $1).track(EpisodeListEvent.list($0)) },
            trackDetail: { ScreenTracker<EpisodeDetailEvent>(tracker: $1).track(EpisodeDetailEvent($0)) },
            section: "Cast",
            filter: { narrowing in
                let current = narrowing ? EpisodeFilter(season: EpisodeFilter.Season(3)) : .none
                return AnyNavigation(EpisodeIncomingNavigation.filter(FilterRequest(current: current, onApply: nil)))
            },
            damagedFilter: ["season": "S03E07"],
            trackFilter: { app in
                ScreenTracker<EpisodeListEvent>(tracker: app).track(.filterOpened)
                let tracker = ScreenTracker<EpisodeFilterEvent>(tracker: app)
                for report in [.viewed, .applied(EpisodeFilter(season: EpisodeFilter.Season(3))), .reset, .closed]
                    as [FilterFormReport<EpisodeFilter>]
                {
                    tracker.track(EpisodeFilterEvent(report))
                }
            },
            appliedProperties: ["season": "S03"]),
        Feature(
            name: "location", handler: LocationDeepLinkHandler(), archive: LocationDestinationArchive(),
            list: AnyNavigation(LocationIncomingNavigation.list),
            detail: { AnyNavigation(LocationIncomingNavigation.detail(identifier: $0)) },
            trackList: { ScreenTracker<LocationListEvent>(tracker: $1).track(LocationListEvent.list($0)) },
            trackDetail: { ScreenTracker<LocationDetailEvent>(tracker: $1).track(LocationDetailEvent($0)) },
            section: "Residents",
            filter: { narrowing in
                let current = narrowing ? LocationFilter(type: "Planet", dimension: " C-137") : .none
                return AnyNavigation(LocationIncomingNavigation.filter(FilterRequest(current: current, onApply: nil)))
            },
            damagedFilter: ["dimension": String(repeating: "x", count: TextField.maximumLength + 1)],
            trackFilter: { app in
                ScreenTracker<LocationListEvent>(tracker: app).track(.filterOpened)
                let tracker = ScreenTracker<LocationFilterEvent>(tracker: app)
                for report in [.viewed, .applied(LocationFilter(type: "Planet", dimension: " C-137")), .reset, .closed]
                    as [FilterFormReport<LocationFilter>]
                {
                    tracker.track(LocationFilterEvent(report))
                }
            },
            appliedProperties: ["type": "Planet", "dimension": "C-137"]),
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
    func theFilterLinkOpensTheFilterSheetOverTheList(_ feature: Feature) throws {
        let destination = try #require(try Self.resolve("challenge://\(feature.name)/filter", by: feature))
        #expect(destination.stack == [feature.list])
        #expect(destination.modal == .init(feature.filter(false), style: .sheet(detents: [.medium, .large])))
        #expect(try Self.resolve("challenge://\(feature.name)/filter/more", by: feature) == nil)
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

    @Test(arguments: features)
    func aFilterSurvivesARestartOverItsListOnly(_ feature: Feature) throws {
        let archive = feature.archive
        for filter in [feature.filter(true), feature.filter(false)] {
            let saved = try #require(archive.save(filter))
            #expect(saved.name == "filter")
            #expect(archive.restore(saved) == filter)
        }
        // It hands its result to the list beneath it: over a detail it is dropped
        #expect(archive.canPresent(feature.filter(true), over: feature.list))
        #expect(!archive.canPresent(feature.filter(true), over: feature.detail(1)))
        // A value its fields cannot hold is a damaged file, not "any"
        let damaged = SavedDestination(
            feature: feature.name, version: archive.version, name: "filter", values: feature.damagedFilter)
        #expect(archive.restore(damaged) == nil)
    }

    @Test(arguments: features)
    func theFiltersReportsReachTheAppInTheFeaturesName(_ feature: Feature) {
        let app = TrackerMock()
        feature.trackFilter(app)
        let name = feature.name
        #expect(
            app.names == [
                "\(name)_list_filter_opened", "\(name)_filter_viewed", "\(name)_filter_applied",
                "\(name)_filter_reset", "\(name)_filter_closed",
            ])
        #expect(app.events.map(\.properties) == [[:], [:], feature.appliedProperties, [:], [:]])
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
