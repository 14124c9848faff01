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
        let found = list.selectNextMatch(of: "1000000", name: { String($0.id) }, forward: false)

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
