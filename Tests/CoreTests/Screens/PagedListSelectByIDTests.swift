import Testing

@testable import Core

/// `select(id:)`: the row of a record a screen above shows, selected now or when its page lands.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PagedListSelectByIDTests {
    typealias Row = PagedListTests.Row
    typealias Source = PagedListTests.Source

    /// A list over `source`, its pages at hand (a catalog) or only loaded (a server).
    private func list(_ source: Source, atHand: Bool, scheduler: EventLoopScheduler) -> PagedList<Row> {
        PagedList<Row>(
            scheduler: scheduler, load: { page, _ in try source.page(page) },
            cached: { page in atHand ? try source.page(page) : nil })
    }

    @Test func aRecordAskedForBeforeTheFirstPageIsSelectedWhenItLands() async {
        // Given a server's list asked for row 7's record before it loaded
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = list(Source(total: 95), atHand: false, scheduler: scheduler)
        list.select(id: 7)

        // When its first page lands
        list.reload(keepSelection: false, refresh: false)
        await scheduler.settle(until: { !list.isBusy })

        // Then
        #expect(list.selectedItem?.id == 7)
    }

    @Test func pagesAtHandLoadUntilOneHoldsTheRecord() {
        // Given a catalog's list of 826 rows, 20 loaded
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = list(Source(total: 826), atHand: true, scheduler: scheduler)
        list.reload(keepSelection: false, refresh: false)
        #expect(list.rows.loadedItems.count == 20)

        // When record 300 is asked for
        list.select(id: 300)

        // Then the pages at hand are loaded and its row selected
        #expect(list.selectedItem?.id == 300)
        #expect(list.selection.selected == 299)
        #expect(list.selectsShownAbove)
    }

    @Test func aRecordTheListLacksLeavesTheSelectionWhereItWas() {
        // Given a catalog's list of 95 rows with row 3 selected
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = list(Source(total: 95), atHand: true, scheduler: scheduler)
        list.reload(keepSelection: false, refresh: false)
        list.select(2)

        // When a record it does not hold is asked for
        list.select(id: 999)

        // Then the selection stays, saying it is not the record above; a later page changes nothing
        #expect(list.selectedItem?.id == 3)
        #expect(!list.selectsShownAbove)
        list.reload(keepSelection: true, refresh: false)
        #expect(list.selectedItem?.id == 3)
    }

    @Test func aServerIsNotAskedForPagesToFindIt() async {
        // Given a server's list of 95 rows, its first page loaded
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = list(Source(total: 95), atHand: false, scheduler: scheduler)
        list.reload(keepSelection: false, refresh: false)
        await scheduler.settle(until: { !list.isBusy })

        // When a record beyond it is asked for
        list.select(id: 60)
        await scheduler.settle(until: { !list.isBusy })

        // Then nothing more is loaded and the selection stays on the first row, not the record above
        #expect(list.rows.loadedItems.count == 20)
        #expect(list.selectedItem?.id == 1)
        #expect(!list.selectsShownAbove)
    }

    @Test func movingFirstGivesItUp() async {
        // Given a server's list asked for record 7 before it loaded, then moved by the user
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = list(Source(total: 95), atHand: false, scheduler: scheduler)
        list.select(id: 7)
        list.move(by: 1)

        // When its first page lands
        list.reload(keepSelection: false, refresh: false)
        await scheduler.settle(until: { !list.isBusy })

        // Then the list starts at its top, as any list does
        #expect(list.selectedItem?.id == 1)
    }

    @Test func noRecordAboveIsNoRecordToSelect() {
        // Given a catalog's list asked for a record it lacks
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = list(Source(total: 95), atHand: true, scheduler: scheduler)
        list.reload(keepSelection: false, refresh: false)
        list.select(id: 999)
        #expect(!list.selectsShownAbove)

        // When the screen above shows none of its records
        list.select(id: nil)

        // Then its selection is its own again
        #expect(list.shownAbove == nil)
        #expect(list.selectsShownAbove)
        #expect(list.selectedItem?.id == 1)
    }
}
