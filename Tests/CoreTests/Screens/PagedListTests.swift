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

        init(total: Int, size: Int = 20) {
            self.total = total
            self.size = size
        }

        struct Failure: Error, CustomStringConvertible {
            var description: String { "HTTP 500" }
        }

        func page(_ number: Int) throws -> ListPage<Row> {
            if failing.contains(number) { throw Failure() }
            let ids = order ?? Array(1...max(total, 1)).prefix(total).map { $0 }
            let start = (number - 1) * size
            let slice = start < ids.count ? Array(ids[start..<min(start + size, ids.count)]) : []
            return ListPage(items: slice.map(Row.init), total: ids.count, hasNext: start + size < ids.count)
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

    @Test func goingToTheEndLoadsEveryPageAndSelectsTheLastRow() async {
        // Given 95 rows, 20 loaded
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = await list(Source(total: 95), scheduler: scheduler)
        #expect(list.items.count == 20)

        // When
        list.moveToEnd()
        await scheduler.settle(until: { !list.isBusy })

        // Then
        #expect(list.items.count == 95)
        #expect(list.selectedItem?.id == 95)
        #expect(!list.hasMore)
    }

    @Test func goingToTheEndOfAServerSaysWhichPageOfHowManyIsOnItsWay() async {
        // Given 95 rows from a server, 20 a page, the first page loaded
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = await list(Source(total: 95), scheduler: scheduler)
        #expect(list.goingToEnd == nil)

        // When it goes to the end
        list.moveToEnd()

        // Then the second page of five is on its way, and once the end is reached nothing is
        #expect(list.goingToEnd.map { [$0.page, $0.of] } == [2, 5])
        await scheduler.settle(until: { !list.isBusy })
        #expect(list.goingToEnd == nil)
        #expect(list.selectedItem?.id == 95)
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
        #expect(list.items.count >= 20)
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
        #expect(list.moreState == .failed("HTTP 500"))

        // When it works again and is retried
        source.failing = []
        list.retry()
        await scheduler.settle(until: { !list.isBusy })

        // Then
        #expect(list.moreState == .idle)
        #expect(list.items.count >= 40)
    }

    @Test func aTallScreenIsFilledWithRows() async {
        // Given 95 rows, the first page of 20 loaded
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = await list(Source(total: 95), scheduler: scheduler)

        // When the screen shows 55 rows at once
        list.fill(visibleRows: 55)
        await scheduler.settle(until: { !list.isBusy })

        // Then pages loaded until every visible row has one, and no further
        #expect(list.items.count == 60)
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
        #expect(list.items.count >= 20)
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
        #expect(list.items.count == 20)
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
