import Synchronization
import Testing

@testable import Core

/// The list machinery every feature's list screen shares.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PagedListTests {
    struct Row: Identifiable, Sendable, Equatable {
        let id: Int
    }

    /// Serves `total` rows in pages of `size`; `failing` pages throw.
    final class Source: @unchecked Sendable {
        var total: Int
        let size: Int
        var failing: Set<Int> = []
        var order: [Int]?
        /// The total its answers claim, when not the true one.
        var claimed: Int?
        /// The pages asked for, in order.
        private(set) var asked: [Int] = []

        init(total: Int, size: Int = 20) {
            self.total = total
            self.size = size
        }

        struct Failure: Error, CustomStringConvertible {
            var description: String { "HTTP 500" }
        }

        func page(_ number: Int) throws -> ListPage<Row> {
            asked.append(number)
            if failing.contains(number) { throw Failure() }
            let ids = order ?? Array(1...max(total, 1)).prefix(total).map { $0 }
            let start = (number - 1) * size
            let slice = start < ids.count ? Array(ids[start..<min(start + size, ids.count)]) : []
            let total = claimed ?? ids.count
            return ListPage(items: slice.map(Row.init), total: total, hasNext: start + size < total)
        }
    }

    /// A value the load (on the scheduler's tasks) and the test share.
    final class Shared<Value: Sendable>: Sendable {
        private let mutex: Mutex<Value>
        init(_ value: Value) { mutex = Mutex(value) }
        var value: Value { mutex.withLock { $0 } }
        func set(_ value: Value) { mutex.withLock { $0 = value } }
    }

    private func list(_ source: Source, scheduler: EventLoopScheduler) async -> PagedList<Row> {
        let list = PagedList<Row>(scheduler: scheduler, load: { page, _ in try source.page(page) })
        list.reload(keepSelection: false, refresh: false)
        await scheduler.settle(until: { !list.isBusy })
        return list
    }

    @Test func goingToTheEndAsksForTheLastPageAloneAndSelectsTheLastRow() async {
        // Given 95 rows from a server, 20 a page, the first page loaded
        let scheduler = EventLoopScheduler(clock: .virtual)
        let source = Source(total: 95)
        let list = await list(source, scheduler: scheduler)
        #expect(list.total == 95)

        // When
        list.moveToEnd()
        await scheduler.settle(until: { !list.isBusy })

        // Then the last page came, and the rows between are counted but not loaded
        #expect(source.asked == [1, 5])
        #expect(list.selection.selected == 94)
        #expect(list.selectedItem?.id == 95)
        #expect(list.rows[20] == nil)
        #expect(list.rows.loadedCount == 35)
    }

    @Test func rowsBetweenAreAskedForWhenTheyComeIntoView() async {
        // Given 95 rows, the first and last pages loaded and the last row selected
        let scheduler = EventLoopScheduler(clock: .virtual)
        let source = Source(total: 95)
        let list = await list(source, scheduler: scheduler)
        list.moveToEnd()
        await scheduler.settle(until: { !list.isBusy })

        // When the selection moves up into the gap (k, then a page up)
        list.move(by: -15)
        await scheduler.settle(until: { !list.isBusy })
        #expect(source.asked == [1, 5, 4])
        list.move(by: -17)
        await scheduler.settle(until: { !list.isBusy })

        // Then the page of each row it landed on came, once
        #expect(source.asked == [1, 5, 4, 3])
        #expect(list.selectedItem?.id == 63)

        // And rows drawn ask for their pages too
        list.show(20..<30)
        await scheduler.settle(until: { !list.isBusy })
        #expect(source.asked == [1, 5, 4, 3, 2])
        #expect(list.rows.isComplete)
    }

    @Test func aFailedPageInTheGapIsAskedAgainWhenTheSelectionComesBackToIt() async {
        // Given 95 rows, at the end, and page 3 failing
        let scheduler = EventLoopScheduler(clock: .virtual)
        let source = Source(total: 95)
        source.failing = [3]
        let list = await list(source, scheduler: scheduler)
        list.moveToEnd()
        await scheduler.settle(until: { !list.isBusy })
        list.select(45)
        await scheduler.settle(until: { !list.isBusy })
        #expect(list.pageFailure?.page == 3)
        #expect(list.pageFailed(row: 45))
        #expect(list.selectedItem == nil)
        #expect(list.canRetry)

        // When its rows are drawn again: it is not asked again (drawing never retries)
        list.show(40..<50)
        await scheduler.settle(until: { !list.isBusy })
        #expect(source.asked.filter { $0 == 3 }.count == 1)

        // When the server is back and the selection moves within its rows
        source.failing = []
        list.move(by: 1)
        await scheduler.settle(until: { !list.isBusy })

        // Then it was asked again and its rows are there
        #expect(source.asked.filter { $0 == 3 }.count == 2)
        #expect(list.pageFailure == nil)
        #expect(list.selectedItem?.id == 47)
    }

    @Test func nextMatchLooksThroughTheLoadedRowsAndPassesOverTheGap() async {
        // Given 95 rows from a server with pages 1 and 5 loaded, the first row selected
        let scheduler = EventLoopScheduler(clock: .virtual)
        let source = Source(total: 95)
        let list = await list(source, scheduler: scheduler)
        list.moveToEnd()
        await scheduler.settle(until: { !list.isBusy })
        list.moveToTop()
        await scheduler.settle(until: { !list.isBusy })
        let asked = source.asked

        // When the next row whose name holds "9" is sought, then the one after it, then back
        let name = { (row: Row) in "Row \(row.id)" }
        #expect(list.selectNextMatch(of: "9", in: name, forward: true))
        let first = list.selectedItem?.id
        list.selectNextMatch(of: "9", in: name, forward: true)
        let second = list.selectedItem?.id

        // Then row 9 and row 19 are found; ids 29 to 79 are in the gap and passed over, and
        // N from the top goes around to the end's last match
        #expect([first, second] == [9, 19])
        list.select(0)
        list.selectNextMatch(of: "9", in: name, forward: false)
        #expect(list.selectedItem?.id == 95)
        #expect(!source.asked.contains(3) && !source.asked.contains(4))
        #expect(asked == [1, 5])
    }

    @Test func aSelectionOnALatePageStaysThroughARefresh() async {
        // Given 95 rows from a server with the last row selected
        let scheduler = EventLoopScheduler(clock: .virtual)
        let source = Source(total: 95)
        let list = await list(source, scheduler: scheduler)
        list.moveToEnd()
        await scheduler.settle(until: { !list.isBusy })

        // When the list is refreshed (the first page comes first)
        list.reload(keepSelection: true, refresh: true)
        await scheduler.settle(until: { !list.isBusy })

        // Then the same row is selected, its page asked for again
        #expect(list.selection.selected == 94)
        #expect(list.selectedItem?.id == 95)
    }

    @Test func aPageCancelledOnItsWayIsAskedAgainWhenItsRowsAreShown() async {
        // Given 95 rows from a server, G pressed, and the screen left (a detail pushed) while the
        // last page was on its way
        let scheduler = EventLoopScheduler(clock: .virtual)
        let source = Source(total: 95)
        let list = await list(source, scheduler: scheduler)
        list.moveToEnd()
        list.cancel()
        await scheduler.settle(until: { !list.isBusy })
        #expect(list.selectedItem == nil)

        // When the screen comes back and draws the rows at the end
        list.show(85..<95)
        await scheduler.settle(until: { !list.isBusy })

        // Then the page was asked for again (the first answer was dropped with the screen), and
        // the selection is still on the last row
        #expect(list.selectedItem?.id == 95)
        #expect(list.rows.loadedCount == 35)
    }

    @Test func aServerWithFewerRowsThanItClaimedEndsWhereItsPagesDo() async {
        // Given a server that claims 95 rows but holds 45
        let scheduler = EventLoopScheduler(clock: .virtual)
        let source = Source(total: 45)
        source.claimed = 95
        let list = await list(source, scheduler: scheduler)
        #expect(list.total == 95)

        // When the user goes to the end, whose page is empty
        list.moveToEnd()
        await scheduler.settle(until: { !list.isBusy })

        // Then its total is no longer believed: the list is the pages that came, in order, and
        // one page of rows to come (one request spent, not one per page claimed), the
        // selection on its last row; the rows in view bring the real end page by page
        #expect(list.total == 40)
        #expect(list.selection.selected == 39)
        #expect(source.asked == [1, 5])
        for _ in 0..<3 {
            list.show(list.total - 10..<list.total)
            await scheduler.settle(until: { !list.isBusy })
        }
        #expect(list.total == 45)
        #expect(list.rows.loadedCount == 45)
        #expect(list.selectedItem?.id == 40)
    }

    @Test func aPageDownPastTheLoadedRowsLoadsWhatItNeeds() async {
        // Given 95 rows, loaded 20 at a time
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = await list(Source(total: 95), scheduler: scheduler)

        // When the page goes down 17 rows four times
        var selected: [Int] = []
        for _ in 0..<4 {
            list.move(by: 17)
            await scheduler.settle(until: { !list.isBusy })
            selected.append(list.selection.selected)
        }

        // Then every page moved a whole page, never stopping where loaded rows ended
        #expect(selected == [17, 34, 51, 68])

        // And a page down past the very last row stops on it
        list.move(by: 40)
        await scheduler.settle(until: { !list.isBusy })
        #expect(list.selectedItem?.id == 95)
    }

    @Test func aNewQueryThatFailsDropsTheStaleRefreshFailure() async {
        // Given 40 rows loaded, then a refresh that failed (the rows stay, the failure said)
        let scheduler = EventLoopScheduler(clock: .virtual)
        let source = Source(total: 40)
        let list = await list(source, scheduler: scheduler)
        source.failing = [1]
        list.reload(keepSelection: true, refresh: true)
        await scheduler.settle(until: { !list.isBusy })
        #expect(list.refreshFailure != nil)

        // When a new query (a search) loads and fails too
        list.reload(keepSelection: false, refresh: false)
        await scheduler.settle(until: { !list.isBusy })

        // Then only the new failure is said; the refresh failure went with its rows
        #expect(list.phase == .failed("HTTP 500"))
        #expect(list.refreshFailure == nil)
    }

    @Test func aFailedRefreshKeepsTheRowsAndSaysWhy() async {
        // Given 40 rows loaded and the third selected
        let scheduler = EventLoopScheduler(clock: .virtual)
        let source = Source(total: 60)
        let list = await list(source, scheduler: scheduler)
        list.select(2)

        // When a refresh fails
        source.failing = [1]
        list.reload(keepSelection: true, refresh: true)
        await scheduler.settle(until: { !list.isBusy })

        // Then the rows and the selection stay, and the failure is beside them
        #expect(list.phase == .loaded)
        #expect(list.rows.loadedItems.count >= 20)
        #expect(list.selectedItem?.id == 3)
        #expect(list.refreshFailure == "HTTP 500")
        #expect(list.canRetry)

        // And a retry that works clears it
        source.failing = []
        list.retry()
        await scheduler.settle(until: { !list.isBusy })
        #expect(list.refreshFailure == nil)
        #expect(list.selectedItem?.id == 3)
    }

    @Test func aReloadKeepsTheSelectedItemWhereverItMoved() async {
        // Given row id 5 selected
        let scheduler = EventLoopScheduler(clock: .virtual)
        let source = Source(total: 20)
        let list = await list(source, scheduler: scheduler)
        list.select(4)
        #expect(list.selectedItem?.id == 5)

        // When the data changes order underneath and the list reloads
        source.order = [9, 8, 7, 6, 5, 4, 3, 2, 1]
        list.reload(keepSelection: true, refresh: true)
        await scheduler.settle(until: { !list.isBusy })

        // Then id 5 is still the one selected, on its new row
        #expect(list.selectedItem?.id == 5)
        #expect(list.selection.selected == 4)
    }

    @Test func aFailedNextPageIsRetriedAndLoadsOn() async {
        // Given the second page fails
        let scheduler = EventLoopScheduler(clock: .virtual)
        let source = Source(total: 60)
        source.failing = [2]
        let list = await list(source, scheduler: scheduler)
        list.select(19)
        await scheduler.settle(until: { !list.isBusy })
        #expect(list.pageFailure?.message == "HTTP 500")

        // When it works again and is retried
        source.failing = []
        list.retry()
        await scheduler.settle(until: { !list.isBusy })

        // Then
        #expect(list.pageFailure == nil)
        #expect(list.rows.loadedItems.count >= 40)
    }

    @Test func aTallScreenIsFilledWithRows() async {
        // Given 95 rows, the first page of 20 loaded
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = await list(Source(total: 95), scheduler: scheduler)

        // When the screen shows 55 rows at once
        list.show(0..<55)
        await scheduler.settle(until: { !list.isBusy })

        // Then pages loaded until every visible row has one, and no further
        #expect(list.rows.loadedItems.count == 60)
        #expect(list.selection.selected == 0)
    }

    @Test func aCatalogReadInTheBackgroundIsAtHandOnceItsFirstPageCame() async {
        // Given a catalog not yet read when the list asks: nothing is at hand until it is
        let scheduler = EventLoopScheduler(clock: .virtual)
        let source = Source(total: 95)
        let ready = Shared(false)
        let list = PagedList<Row>(
            scheduler: scheduler,
            load: { page, _ in
                ready.set(true)
                return try source.page(page)
            },
            cached: { page in ready.value ? try source.page(page) : nil })

        // When the first page comes from the awaited load
        list.reload(keepSelection: false, refresh: false)
        await scheduler.settle(until: { !list.isBusy }, limit: .seconds(10))

        // Then the rows are at hand (no "20 loaded" to say), as they are for a catalog read before
        #expect(list.rows.loadedItems.count >= 20)
        #expect(list.isAtHand)
    }

    @Test func aServersPagesAreNotAtHandEvenWhenItKeepsThem() async {
        // Given a server whose answers are kept (its first page is cached once fetched)
        let scheduler = EventLoopScheduler(clock: .virtual)
        let source = Source(total: 95)
        let fetched = Shared(Set<Int>())
        let list = PagedList<Row>(
            scheduler: scheduler,
            load: { page, _ in
                fetched.set(fetched.value.union([page]))
                return try source.page(page)
            },
            cached: { page in fetched.value.contains(page) ? try source.page(page) : nil })

        // When
        list.reload(keepSelection: false, refresh: false)
        await scheduler.settle(until: { !list.isBusy }, limit: .seconds(10))

        // Then
        #expect(list.rows.loadedItems.count == 20)
        #expect(!list.isAtHand)
    }
}

/// Linked ids keep their order and count whatever their number.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct LinkedIDsTests {
    @Test(arguments: [[], [7], [7, 3], [7, 3, 9], Array(1...50)])
    func idsComeBackAsTheyWentIn(_ ids: [Int]) {
        let linked = LinkedIDs(ids)
        #expect(linked.all == ids)
        #expect(linked.count == ids.count)
        #expect(linked.isEmpty == ids.isEmpty)
        #expect(linked == LinkedIDs(ids))
    }
}
