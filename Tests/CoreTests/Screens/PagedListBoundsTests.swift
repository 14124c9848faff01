import Synchronization
import TestSupport
import Testing

@testable import Core

/// What one list may load, whatever the data or the server claims (issue 25 items 1 and 4).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PagedListBoundsTests {
    struct Row: Identifiable, Sendable, Equatable {
        let id: Int
    }

    /// Counts the requests a list makes; each page is `page(number)`.
    final class Server: @unchecked Sendable {
        private(set) var requests = 0
        let page: @Sendable (Int) -> ListPage<Row>

        init(page: @escaping @Sendable (Int) -> ListPage<Row>) {
            self.page = page
        }

        func load(_ number: Int) -> ListPage<Row> {
            requests += 1
            return page(number)
        }
    }

    private func list(_ server: Server, scheduler: EventLoopScheduler) async -> PagedList<Row> {
        let list = PagedList<Row>(scheduler: scheduler, load: { number, _ in server.load(number) })
        list.reload(keepSelection: false, refresh: false)
        await scheduler.settle(until: { !list.isBusy })
        return list
    }

    @Test func goingToTheEndOfAMillionRowsAtHandKeepsTheLastPageAlone() {
        // Given a catalog of 1,000,000 rows whose pages are at hand (50,000 pages of 20)
        let total = 1_000_000
        let page = { (number: Int) -> ListPage<Row>? in
            let start = (number - 1) * 20
            guard start < total else { return ListPage(items: [], total: total, hasNext: false) }
            return ListPage(
                items: (start..<min(start + 20, total)).map { Row(id: $0 + 1) }, total: total,
                hasNext: start + 20 < total)
        }
        let list = PagedList<Row>(
            scheduler: EventLoopScheduler(clock: .virtual), load: { _, _ in throw CancellationError() }, cached: page)
        list.reload(keepSelection: false, refresh: false)

        // When the user goes to the end
        list.moveToEnd()

        // Then the last row is selected, and only the first and last pages are kept
        #expect(list.selectedItem?.id == total)
        #expect(list.total == total)
        #expect(list.rows.loadedCount == 40)
    }

    @Test func nextMatchOverAMillionRowsAtHandLooksThroughThemAll() {
        // Given a catalog of 1,000,000 rows at hand, the first page shown
        let total = 1_000_000
        let list = PagedList<Row>(
            scheduler: EventLoopScheduler(clock: .virtual), load: { _, _ in throw CancellationError() },
            cached: { number in
                let start = (number - 1) * 20
                return ListPage(
                    items: (start..<min(start + 20, total)).map { Row(id: $0 + 1) }, total: total,
                    hasNext: start + 20 < total)
            })
        list.reload(keepSelection: false, refresh: false)

        // When the previous match of the last row's id is sought from the top
        let found = list.selectNextMatch(of: "1000000", in: { String($0.id) }, forward: false)

        // Then every page was kept once and the last row found
        #expect(found)
        #expect(list.selectedItem?.id == total)
        #expect(list.rows.loadedCount == total)
    }

    @Test func aServerRepeatingItsRowsIsAskedOnlyForThePagesInView() async {
        // Given a server whose every page is the same 20 rows, with a next page always
        let server = Server { _ in ListPage(items: (1...20).map(Row.init), total: 1_000, hasNext: true) }
        let scheduler = EventLoopScheduler(clock: .virtual)

        // When the list loads and shows 60 rows, then goes to the end, with no other key
        let list = await list(server, scheduler: scheduler)
        list.show(0..<60)
        await scheduler.settle(until: { !list.isBusy })
        list.moveToEnd()
        await scheduler.settle(until: { !list.isBusy })

        // Then the pages of the rows shown and the last page were asked for, once each: four
        // requests, not one a frame
        #expect(server.requests == 4)
        #expect(list.selection.selected == 999)
    }

    @Test func goingToTheEndOfAHugeServerListAsksForTheLastPageAlone() async {
        // Given a server claiming 10^15 rows, each page new
        let server = Server { number in
            ListPage(
                items: (1...20).map { Row(id: (number - 1) * 20 + $0) }, total: 1_000_000_000_000_000, hasNext: true)
        }
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = await list(server, scheduler: scheduler)

        // When the user goes to the end
        list.moveToEnd()
        await scheduler.settle(until: { !list.isBusy })

        // Then one more request brought the last page, and its last row is selected
        #expect(server.requests == 2)
        #expect(list.selectedItem?.id == 1_000_000_000_000_000)

        // And a key that stays there asks for nothing more
        list.moveToEnd()
        list.show(list.total - 10..<list.total)
        await scheduler.settle(until: { !list.isBusy })
        #expect(server.requests == 2)
    }

    @Test func aServerClaimingFarMoreThanItHoldsCostsOneRequestForTheEnd() async {
        // Given a server claiming 100,000,000 rows that holds 1,000 (nothing past page 50)
        let server = Server { number in
            number > 50
                ? ListPage(items: [], total: 0, hasNext: false)
                : ListPage(items: (1...20).map { Row(id: (number - 1) * 20 + $0) }, total: 100_000_000, hasNext: true)
        }
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = await list(server, scheduler: scheduler)

        // When the user goes to the end, and the rows in view are shown
        list.moveToEnd()
        await scheduler.settle(until: { !list.isBusy })
        #expect(server.requests == 2)
        list.show(list.total - 10..<list.total)
        await scheduler.settle(until: { !list.isBusy })

        // Then the claim is dropped after one request, not walked back page by page: the list
        // is the pages that came and one page to come, the selection where the end was
        #expect(server.requests == 3)
        #expect(list.total == 60)
        #expect(list.rows[39]?.id == 40)
        #expect(list.selection.selected == 39)
    }

    @Test func aFirstPageShorterThanTheNextKeepsEveryRowOfThePagesThatCame() async {
        // Given a server whose first page holds 5 rows, the next 20 each, claiming 1,000
        let server = Server { number in
            number == 1
                ? ListPage(items: (1...5).map(Row.init), total: 1_000, hasNext: true)
                : number > 50
                    ? ListPage(items: [], total: 0, hasNext: false)
                    : ListPage(items: (1...20).map { Row(id: (number - 1) * 20 + $0) }, total: 1_000, hasNext: true)
        }
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = await list(server, scheduler: scheduler)

        // When the end is gone to and the rows in view come
        list.moveToEnd()
        await scheduler.settle(until: { !list.isBusy })
        list.show(0..<10)
        await scheduler.settle(until: { !list.isBusy })

        // Then page 2's 20 rows follow page 1's 5, none cut to the first page's size
        #expect(list.rows.loadedItems.map(\.id).starts(with: Array(1...5) + Array(21...40)))
        #expect(server.requests <= 4)
    }

    @Test func pagesPassedOverASlowServerAreLetGoForThePagesInView() async throws {
        // Given a server of 1,000 rows whose pages after the first take a minute, each asking
        // one recorded (and those let go recorded as such)
        let asked = Mutex<[Int]>([])
        let letGo = Mutex<[Int]>([])
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = PagedList<Row>(scheduler: scheduler) { number, _ in
            asked.withLock { $0.append(number) }
            if number > 1 {
                do { try await Task.sleep(for: .seconds(60)) } catch {
                    letGo.withLock { $0.append(number) }
                    throw error
                }
            }
            return ListPage(items: (1...20).map { Row(id: (number - 1) * 20 + $0) }, total: 1_000, hasNext: number < 50)
        }
        list.reload(keepSelection: false, refresh: false)
        await scheduler.settle(until: { !list.isBusy })

        // When the end is gone to and then pages go by, ten rows in view each time
        list.moveToEnd()
        list.show(990..<1_000)
        for row in stride(from: 980, to: 500, by: -20) {
            list.select(row)
            list.show(row - 9..<row + 1)
        }

        // Then every page passed was let go; only the pages now in view or near the selection wait
        let waiting = {
            Set(asked.withLock { $0 }).subtracting(letGo.withLock { $0 }).subtracting([1])
        }
        #expect(await eventually { waiting().isSubset(of: [25, 26, 27]) }, "\(waiting())")
        // (and the pages in view were asked for: not an empty answer by asking nothing)
        #expect(await eventually { !Set(asked.withLock { $0 }).isDisjoint(with: [25, 26, 27]) })
        list.cancel()
    }

    @Test func aPageOnItsWayIsNotAskedForTwice() async {
        // Given 95 rows from a server, the first page loaded
        let server = Server { number in
            let ids = Array((number - 1) * 20 + 1...min(number * 20, 95))
            return ListPage(items: ids.map(Row.init), total: 95, hasNext: number < 5)
        }
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = await list(server, scheduler: scheduler)

        // When G is pressed twice and the end drawn while the last page is on its way
        list.moveToEnd()
        list.moveToEnd()
        list.show(80..<95)
        await scheduler.settle(until: { !list.isBusy })

        // Then the last page was asked for once
        #expect(server.requests == 2)
        #expect(list.selectedItem?.id == 95)
    }
}
