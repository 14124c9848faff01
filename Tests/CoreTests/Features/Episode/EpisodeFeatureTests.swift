import TestSupport
import Testing

@testable import Core

private let pilot = EpisodeModel(
    id: 1, name: "Pilot", airDate: "December 2, 2013", code: "S01E01", characterIDs: [1, 2])
private let lawnmower = EpisodeModel(
    id: 2, name: "Lawnmower Dog", airDate: "December 9, 2013", code: "S01E02", characterIDs: [1])
private let source = LocalRecords([pilot, lawnmower], noun: "episode")
private let cast = LinkedRecords(
    cached: { ids in ids.map { LinkedRecord(id: $0, title: $0 == 1 ? "Rick Sanchez" : "Morty Smith") } },
    load: { ids in ids.map { LinkedRecord(id: $0, title: "Character \($0)") } }
)

/// The episode list over the shared list machinery.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct EpisodeListViewModelTests {
    private let navigator = NavigatorMock()
    private let tracker = TrackerMock()
    private let scheduler = EventLoopScheduler(clock: .virtual)

    private func makeList() -> EpisodeListViewModel {
        EpisodeListViewModel(
            source: source, navigator: EpisodeListNavigator(navigator: navigator),
            tracker: EpisodeListTracker(tracker: tracker),
            scheduler: scheduler, recentSearches: InMemoryRecentSearchesStore()
        )
    }

    @Test func appearingShowsTheEpisodesAndSelectingOneOpensItsDetail() {
        // Given
        let list = makeList()
        list.didAppear()

        // When
        list.content.pages.select(1)
        list.didSelect()

        // Then
        #expect(list.content.pages.rows.loadedItems.map(\.name) == ["Pilot", "Lawnmower Dog"])
        #expect(navigator.navigatedDestinations == [AnyNavigation(EpisodeIncomingNavigation.detail(identifier: 2))])
        #expect(tracker.names == ["episode_list_viewed", "episode_list_selected"])
    }

    @Test func aSearchNarrowsTheListAfterTheDebounce() {
        // Given
        let list = makeList()
        list.didAppear()

        // When
        list.content.search.focus()
        list.content.search.edit(.insert("lawn"))
        scheduler.advance(by: ListSearch.debounceDelay)

        // Then
        #expect(list.content.pages.rows.loadedItems.map(\.name) == ["Lawnmower Dog"])
        #expect(tracker.events(of: EpisodeListEvent.self).contains(EpisodeListEvent.list(.searched("lawn"))))
    }
}

/// An episode's detail: its fields and its cast, each a way to the character.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct EpisodeDetailViewModelTests {
    private let navigator = NavigatorMock()
    private let tracker = TrackerMock()
    private let scheduler = EventLoopScheduler(clock: .virtual)

    private func makeDetail(_ id: Int) -> EpisodeDetailViewModel {
        EpisodeDetailViewModel(
            identifier: id, source: source, links: cast, reachable: .all,
            navigator: EpisodeDetailNavigator(navigator: navigator),
            tracker: EpisodeDetailTracker(tracker: tracker), scheduler: scheduler
        )
    }

    @Test func anEpisodeAtHandShowsWithItsCastAtOnce() {
        // When
        let detail = makeDetail(1)
        detail.didAppear()

        // Then
        #expect(detail.title == "Pilot")
        #expect(detail.detail.fields.map(\.value) == ["S01E01", "December 2, 2013", "1"])
        #expect(detail.detail.sections.map(\.heading) == ["Cast (2)"])
        #expect(detail.detail.links.map(\.title) == ["Rick Sanchez", "Morty Smith"])
        #expect(!detail.isBusy)
    }

    @Test func inSpanishTheSectionIsShownInSpanishAndItsEventNamesItInEnglish() {
        // Given the detail made and opened in Spanish
        let spanish = Localizer(.spanish, tables: AppStrings.tables(features: AppComposition.features))
        let detail = Localizer.$current.withValue(spanish) { () -> EpisodeDetailViewModel in
            let detail = makeDetail(1)
            detail.didAppear()
            return detail
        }

        // When a cast member is opened
        detail.detail.move(by: 1)
        detail.didActivateLink()

        // Then the heading is Spanish, and the event, which machines read, says "cast"
        #expect(detail.detail.sections.first?.title == "Reparto")
        #expect(
            tracker.events(of: EpisodeDetailEvent.self).last
                == EpisodeDetailEvent(.linkOpened(id: 1, section: "Cast", link: 2)))
    }

    @Test func openingACastMemberAsksForTheOutgoingCharacter() {
        // Given
        let detail = makeDetail(1)
        detail.didAppear()

        // When
        detail.detail.move(by: 1)
        detail.didActivateLink()

        // Then: Episode names no Character type, only its own Outgoing case
        #expect(navigator.navigatedDestinations == [AnyNavigation(EpisodeOutgoingNavigation.character(identifier: 2))])
        #expect(
            tracker.events(of: EpisodeDetailEvent.self).last
                == EpisodeDetailEvent(.linkOpened(id: 1, section: "Cast", link: 2)))
    }

    @Test func anUnknownEpisodeSaysSoAndOffersNoRetry() async {
        // When
        let detail = makeDetail(99)
        detail.didAppear()
        await scheduler.settle(until: { !detail.isBusy })

        // Then
        #expect(detail.detail.phase == .failed("There is no episode #99.", canRetry: false))
        #expect(tracker.names == ["episode_detail_viewed", "episode_detail_error"])
    }
}
