import Foundation
import TestSupport
import Testing

@testable import Core

private func episode(_ id: Int, _ name: String, _ code: String) -> EpisodeModel {
    EpisodeModel(id: id, name: name, airDate: "", code: code)
}

private let episodes = [
    episode(1, "Pilot", "S01E01"), episode(2, "Lawnmower Dog", "S01E02"),
    episode(22, "The Rickshank Rickdemption", "S03E01"), episode(28, "The Ricklantis Mixup", "S03E07"),
    episode(32, "Edge of Tomorty", "S04E01"),
]

/// A season filter as the public API applies it, served from a catalog in memory.
@MainActor
@Suite struct EpisodeFilterQueryTests {
    private let source = LocalRecords(episodes, noun: "episode")
    private let third = EpisodeFilter(season: EpisodeFilter.Season(3))

    private func ids(name: String = "", filter: EpisodeFilter) async throws -> [Int] {
        try await source.page(RecordQuery(name: name, filter: filter.query), page: 1, refresh: false).items.map(\.id)
    }

    @Test func aSeasonKeepsItsEpisodesOnly() async throws {
        #expect(try await ids(filter: third) == [22, 28])
        #expect(try await ids(filter: .none) == [1, 2, 22, 28, 32])
    }

    @Test func aCodeSearchInsideTheSeasonFindsItsEpisode() async throws {
        #expect(try await ids(name: "s03e07", filter: third) == [28])
    }

    @Test func aCodeSearchOutsideTheSeasonFindsNothing() async throws {
        #expect(try await ids(name: "S01", filter: third) == [])
    }

    @Test func aNameSearchNarrowsWithinTheSeason() async throws {
        #expect(try await ids(name: "rick", filter: third) == [22, 28])
        #expect(try await ids(name: "dog", filter: third) == [])
    }

    @Test func aSeasonIsWrittenAsACodeStartsAndReadInAnyCase() {
        #expect(EpisodeFilter.Season(3).rawValue == "S03")
        #expect(EpisodeFilter.Season(12).rawValue == "S12")
        #expect(EpisodeFilter.Season(rawValue: "s3") == EpisodeFilter.Season(3))
        #expect(EpisodeFilter.Season(rawValue: "S03") == EpisodeFilter.Season(3))
        for bad in ["S03E07", "S", "S0", "S003", "3", "Season 3", ""] {
            #expect(EpisodeFilter.Season(rawValue: bad) == nil, "\(bad)")
        }
    }

    @Test func theCodesSeasonIsReadFromItsStart() {
        #expect(EpisodeCode.season(of: "S03E07") == 3)
        #expect(EpisodeCode.season(of: "s10e01") == 10)
        #expect(EpisodeCode.season(of: "E07") == nil)
        #expect(EpisodeCode.season(of: "") == nil)
    }
}

/// The same filter sent to a server in the API's shape (a real HTTP server on 127.0.0.1): a
/// season is `episode=S03`, and a code search, also `episode=`, is joined with it.
@MainActor
@Suite struct RemoteEpisodeFilterTests {
    private let third = EpisodeFilter(season: EpisodeFilter.Season(3))

    /// Asks a server for the first page; `query` is what the one request sent (nil: none was made).
    private func ask(
        name: String, filter: EpisodeFilter, sends query: [String: String]?, rows: Int = 0
    ) async throws {
        try await TestHTTPServer.with({ _ in .json(.notFound, #"{"error":"There is nothing here"}"#) }) { server in
            let source = EpisodeSource.server(APIClient(testing: server.baseURL, clock: ManualClock()))
            let page = try await source.page(RecordQuery(name: name, filter: filter.query), page: 1, refresh: false)
            #expect(server.requests.count == (query == nil ? 0 : 1))
            #expect(server.requests.first?.query == query)
            #expect(server.requests.allSatisfy { $0.path == "/api/episode" })
            #expect(page.items.count == rows)
        }
    }

    @Test func aSeasonIsSentAsTheStartOfACode() async throws {
        try await ask(name: "", filter: third, sends: ["page": "1", "episode": "S03"])
    }

    @Test func aNameSearchIsSentBesideTheSeason() async throws {
        try await ask(name: "rick", filter: third, sends: ["page": "1", "name": "rick", "episode": "S03"])
    }

    @Test func aCodeSearchInsideTheSeasonIsSentAloneAsItSaysBoth() async throws {
        try await ask(name: "s03e07", filter: third, sends: ["page": "1", "episode": "s03e07"])
    }

    @Test func aSeasonInsideACodeSearchIsSentAloneAsItSaysBoth() async throws {
        try await ask(name: "S0", filter: third, sends: ["page": "1", "episode": "S03"])
    }

    @Test func aCodeSearchOutsideTheSeasonAsksNothingAndFindsNothing() async throws {
        try await ask(name: "S01E02", filter: third, sends: nil)
    }
}

/// The seasons the form offers: a catalog's own, a server's the API's.
@MainActor
@Suite struct EpisodeFilterSeasonsTests {
    private func container(_ source: any RecordSourceContract<EpisodeModel>) -> EpisodeContainer {
        EpisodeContainer(
            source: source, links: .none, reachable: .all, scheduler: EventLoopScheduler(clock: .virtual),
            tracker: TrackerMock(), recentSearches: InMemoryRecentSearchesStore())
    }

    @Test func aCatalogOffersTheSeasonsOfItsEpisodes() {
        let seasons = EpisodeKind.seasons(around: .none, in: LocalRecords(episodes, noun: "episode"))
        #expect(seasons.map(\.rawValue) == ["S01", "S03", "S04"])
    }

    @Test func aFormOpenedBeforeTheCatalogIsReadOffersItsSeasonsOnceItIs() {
        // Given the form opened while the catalog's episodes are not at hand yet
        let source = RecordSourceMock<EpisodeModel>(noun: "episode")
        source.refreshing = .never
        let form = container(source).makeFilter(current: .none, onApply: nil, navigator: NavigatorMock())

        // When the catalog is read, then the choice turns through its seasons (it turned
        // through the API's S01 to S05 for good, S02 among them)
        source.records = Dictionary(uniqueKeysWithValues: episodes.map { ($0.id, $0) })
        form.didCycleChoice(by: 1)
        #expect(form.draft.season?.rawValue == "S01")
        form.didCycleChoice(by: 1)
        #expect(form.draft.season?.rawValue == "S03")
    }

    @Test func theCurrentSeasonIsAlwaysOffered() {
        let seasons = EpisodeKind.seasons(
            around: EpisodeFilter(season: EpisodeFilter.Season(9)), in: LocalRecords(episodes, noun: "episode"))
        #expect(seasons.map(\.rawValue) == ["S01", "S03", "S04", "S09"])
    }

    @Test func aServerOffersTheAPIsSeasons() {
        let source = EpisodeSource.server(APIClient(testing: URL(string: "http://127.0.0.1:9")!, clock: ManualClock()))
        #expect(EpisodeKind.seasons(around: .none, in: source).map(\.rawValue) == ["S01", "S02", "S03", "S04", "S05"])
    }

    @Test func theEmbeddedCatalogOffersItsFiveSeasonsAndTheFormCyclesThem() {
        // Given the form as the feature builds it
        let form = container(EpisodeSource.embedded()).makeFilter(
            current: .none, onApply: nil, navigator: NavigatorMock())
        var seen: [String] = []

        // When
        for _ in 0..<6 {
            form.didCycleChoice(by: 1)
            seen.append(form.value(of: \.season))
        }

        // Then
        #expect(seen == ["S01", "S02", "S03", "S04", "S05", "any"])
    }
}
