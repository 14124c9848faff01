import TestSupport
import Testing

@testable import Core

/// RecordListScreen's loading, selecting and paging, through the character list.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordListScreenTests {
    private let fixture = CharacterListFixture()

    @Test func appearingLoadsTheFirstPage() async {
        // Given
        fixture.repository.pages[1] = .stub(page: 1, pages: 2)
        let list = fixture.makeList()

        // When
        list.didAppear()
        let phaseWhileLoading = list.content.pages.phase
        await fixture.scheduler.settle(until: { list.content.pages.phase != .loading })

        // Then
        #expect(phaseWhileLoading == .loading)
        #expect(list.content.pages.phase == .loaded)
        #expect(list.content.pages.rows.loadedItems.map(\.id) == Array(1...20))
        #expect(list.content.pages.total == 40)
        #expect(!list.content.pages.rows.isComplete)
        #expect(!list.isBusy)
    }

    @Test func aPageAtHandShowsAtOnce() {
        // When
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])

        // Then
        #expect(list.content.pages.phase == .loaded)
        #expect(list.content.pages.rows.loadedItems.count == 20)
        #expect(!list.isBusy)
    }

    @Test func selectingARowNavigatesToItsDetail() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])
        list.content.pages.select(2)

        // When
        list.didSelect()

        // Then
        #expect(
            fixture.navigator.navigatedDestinations == [
                AnyNavigation(CharacterIncomingNavigation.detail(identifier: 3))
            ])
        #expect(fixture.tracker.events(of: CharacterListEvent.self).last == .list(.selected(id: 3)))
    }

    @Test func selectingWithNoRowsDoesNothing() {
        // Given
        let list = fixture.makeLoadedList(pages: [:])

        // When
        list.didSelect()

        // Then
        #expect(fixture.navigator.navigatedDestinations.isEmpty)
    }

    @Test func scrollingNearTheEndLoadsTheNextPage() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 2), 2: .stub(page: 2, pages: 2)])
        list.content.pages.select(14)
        let pagesBefore = fixture.requestedPages

        // When
        list.content.pages.move(by: 1)

        // Then
        #expect(pagesBefore == [1])
        #expect(fixture.requestedPages == [1, 2])
        #expect(list.content.pages.rows.loadedItems.map(\.id) == Array(1...40))
        #expect(list.content.pages.rows.isComplete)
        #expect(fixture.tracker.events(of: CharacterListEvent.self).contains(.list(.loadMore(page: 2))))
    }

    @Test func theLastPageAsksForNothingMore() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])

        // When
        list.content.pages.select(19)

        // Then
        #expect(fixture.requestedPages == [1])
    }

    @Test func aPageRepeatingRowsKeepsItsOwnPlace() {
        // Given: page 2 repeats ids 16...20 of page 1, as when data moves underneath
        let list = fixture.makeLoadedList(pages: [
            1: .of(1...20, total: 35, hasNext: true),
            2: .of(16...35, total: 35, hasNext: false),
        ])

        // When
        list.content.pages.select(19)

        // Then each page's rows are where its number puts them, and the last page says where the result ends
        #expect(list.content.pages.rows.loadedItems.map(\.id) == Array(1...20) + Array(16...35))
        #expect(list.content.pages.total == 40)
    }

    @Test func aFailedFirstPageSaysWhy() async {
        // Given
        fixture.repository.pageError = RecordError.server(.http(status: 500))
        let list = fixture.makeList()

        // When
        list.didAppear()
        await fixture.scheduler.settle(until: { list.content.pages.phase != .loading })

        // Then
        #expect(list.content.pages.phase == .failed("The server answered HTTP 500."))
        #expect(
            fixture.tracker.events(of: CharacterListEvent.self).last
                == .list(.loadFailed("The server answered HTTP 500.")))
    }

    @Test func aFailedFirstPageCanBeRetried() async {
        // Given
        fixture.repository.pageError = RecordError.server(.timedOut)
        let list = fixture.makeList()
        list.didAppear()
        await fixture.scheduler.settle(until: { list.content.pages.phase != .loading })
        fixture.repository.pageError = nil
        fixture.repository.pages[1] = .stub(page: 1, pages: 1)

        // When
        list.didTapRetry()
        await fixture.scheduler.settle(until: { list.content.pages.phase == .loaded })

        // Then
        #expect(list.content.pages.phase == .loaded)
        #expect(list.content.pages.rows.loadedItems.count == 20)
        #expect(fixture.tracker.names.contains("character_list_retry"))
    }

    @Test func aFailedNextPageCanBeRetried() async {
        // Given: page 1 loaded, page 2 failing
        fixture.repository.pages = [1: .stub(page: 1, pages: 2)]
        let list = fixture.makeList()
        list.didAppear()
        await fixture.scheduler.settle(until: { list.content.pages.phase == .loaded })
        fixture.repository.pageError = RecordError.server(.unreachable("offline"))
        list.content.pages.select(19)
        await fixture.scheduler.settle(until: { !list.content.pages.isBusy })
        let failure = list.content.pages.pageFailure
        fixture.repository.pageError = nil
        fixture.repository.pages[2] = .stub(page: 2, pages: 2)

        // When
        list.didTapRetry()
        await fixture.scheduler.settle(until: { list.content.pages.rows.loadedItems.count == 40 })

        // Then
        #expect(failure?.page == 2)
        #expect(failure?.message == "The server could not be reached: offline.")
        #expect(list.content.pages.phase == .loaded)
        #expect(list.content.pages.pageFailure == nil)
        #expect(list.content.pages.rows.loadedItems.map(\.id) == Array(1...40))
        #expect(list.content.pages.selection.selected == 19)
    }

    @Test func aResultArrivingAfterTheScreenIsGoneIsDropped() async {
        // Given
        fixture.repository.pages[1] = .stub(page: 1, pages: 1)
        let delivered = fixture.scheduler.watchDeliveries()
        let list = fixture.makeList()
        list.didAppear()

        // When
        list.didDisappear()
        let arrived = await delivered.wait()
        let ran = fixture.scheduler.drain()

        // Then
        #expect(arrived)
        #expect(!ran)
        #expect(list.content.pages.rows.loadedItems.isEmpty)
        #expect(!list.isBusy)
    }

    @Test func refreshKeepsTheSelection() async {
        // Given
        fixture.repository.pages = [1: .stub(page: 1, pages: 1)]
        let list = fixture.makeList()
        list.didAppear()
        await fixture.scheduler.settle(until: { list.content.pages.phase == .loaded })
        list.content.pages.select(7)

        // When
        list.didTapRefresh()
        let phaseDuringRefresh = list.content.pages.phase
        await fixture.scheduler.settle(until: { !list.isBusy })

        // Then
        #expect(phaseDuringRefresh == .loaded)
        #expect(list.content.pages.selection.selected == 7)
        #expect(fixture.repository.requested.count == 2)
    }
}
