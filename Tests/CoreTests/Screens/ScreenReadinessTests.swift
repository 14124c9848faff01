import Core
import TestSupport
import Testing

/// What keys typed at a screen wait for: a list's first page and a detail's record while
/// nothing of them is shown; not a search being typed, nor what comes after the first answer.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ScreenReadinessTests {
    private let fixture = CharacterListFixture()

    private struct Failure: Error, CustomStringConvertible {
        var description: String { "HTTP 500" }
    }

    @Test func aListWaitsForItsFirstPageFromAServerAndIsReadyOnceItCame() async {
        // Given a server's list, shown
        fixture.repository.pages = [1: .of(1...20, total: 40, hasNext: true)]
        let list = fixture.makeList()
        #expect(list.readiness == .ready)

        // When it asks for its first page
        list.didAppear()

        // Then keys wait for it, and act once it is there
        #expect(list.readiness == .loading)
        await fixture.scheduler.settle(until: { !list.isBusy })
        #expect(list.readiness == .ready)
    }

    @Test func aListWhosePageIsAtHandNeverWaits() {
        let list = fixture.makeLoadedList(pages: [1: .of(1...20, total: 20, hasNext: false)])
        #expect(list.readiness == .ready)
    }

    @Test func aFirstPageThatFailsSaysSo() async {
        fixture.repository.pageError = Failure()
        let list = fixture.makeList()
        list.didAppear()
        await fixture.scheduler.settle(until: { !list.isBusy })
        #expect(list.readiness == .failed)
    }

    @Test func aSearchBeingTypedTakesItsKeysWhileItsResultLoads() async {
        // Given a loaded list whose rows load again while its search field is focused
        fixture.repository.pages = [1: .of(1...20, total: 20, hasNext: false)]
        let list = fixture.makeList()
        list.didAppear()
        await fixture.scheduler.settle(until: { !list.isBusy })
        list.content.search.focus()
        list.content.search.edit(.insert("Ri"))
        list.content.reload(keepSelection: false, refresh: true)
        #expect(list.content.pages.phase == .loading)

        // Then the field takes keys at once
        #expect(list.readiness == .ready)

        // When Enter leaves the field and searches, keys wait for the search's rows
        list.content.search.edit(.insert("ck"))
        list.content.search.submit()
        #expect(list.readiness == .loading)
    }

    @Test func aDetailWaitsForItsRecordNotForItsLinks() async {
        // Given a detail whose record comes from a server
        fixture.repository.records[7] = .stub(id: 7, name: "Mr. Meeseeks")
        let detail = CharacterContainer(
            source: fixture.repository, links: (episodes: .none, places: .none), reachable: .all,
            scheduler: fixture.scheduler, tracker: TrackerMock(), recentSearches: InMemoryRecentSearchesStore()
        ).makeDetail(identifier: 7, navigator: NavigatorMock())

        // When it appears, keys wait for the record; once it is shown they act
        detail.didAppear()
        #expect(detail.readiness == .loading)
        await fixture.scheduler.settle(until: { detail.record != nil })
        #expect(detail.readiness == .ready)

        // A refresh keeps the record shown: keys act meanwhile
        detail.didTapRefresh()
        #expect(detail.readiness == .ready)
    }

    @Test func aDetailWhoseRecordFailsSaysSo() async {
        fixture.repository.pageError = Failure()
        let detail = CharacterContainer(
            source: fixture.repository, links: (episodes: .none, places: .none), reachable: .all,
            scheduler: fixture.scheduler, tracker: TrackerMock(), recentSearches: InMemoryRecentSearchesStore()
        ).makeDetail(identifier: 7, navigator: NavigatorMock())
        detail.didAppear()
        await fixture.scheduler.settle(until: { !detail.isBusy })
        #expect(detail.readiness == .failed)
    }
}
