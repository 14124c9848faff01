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

    @Test func goingToTheEndOfAMillionRowsAtHandNeedsNoDeepStack() {
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

        // When the user goes to the end (this recursed once per page and overflowed the stack)
        list.moveToEnd()

        // Then every row is there and the last is selected
        #expect(list.items.count == total)
        #expect(list.selectedItem?.id == total)
        #expect(!list.hasMore)
    }

    @Test func aServerRepeatingItsRowsIsNotPagedForever() async {
        // Given a server whose every page is the same 20 rows, with a next page always
        let server = Server { _ in ListPage(items: (1...20).map(Row.init), total: 1_000, hasNext: true) }
        let scheduler = EventLoopScheduler(clock: .virtual)

        // When the list loads and fills a tall screen, then goes to the end, with no other key
        let list = await list(server, scheduler: scheduler)
        list.fill(visibleRows: 60)
        await scheduler.settle(until: { !list.isBusy })
        list.moveToEnd()
        await scheduler.settle(until: { !list.isBusy })

        // Then the page that brought nothing new ended it: two requests, not one a frame
        #expect(server.requests == 2)
        #expect(list.items.count == 20)
        #expect(!list.hasMore)
    }

    @Test func goingToTheEndOfAHugeServerListLoadsABoundedNumberOfPagesPerKey() async {
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

        // Then one key asked for `serverPagesPerKey` pages (and the usual one read ahead of
        // the selection), and the last row those pages brought is selected
        let bound = PagedList<Row>.serverPagesPerKey
        #expect(server.requests == 1 + bound + 1)
        #expect(list.selectedItem?.id == 20 * (1 + bound))

        // And pressing it again goes on by as much
        list.moveToEnd()
        await scheduler.settle(until: { !list.isBusy })
        #expect(server.requests == 1 + 2 * (bound + 1))
    }

    @Test func anyKeyStopsARunningGoToEnd() async {
        // Given a huge server list on its way to the end
        let server = Server { number in
            ListPage(
                items: (1...20).map { Row(id: (number - 1) * 20 + $0) }, total: 1_000_000_000_000_000, hasNext: true)
        }
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = await list(server, scheduler: scheduler)
        list.moveToEnd()

        // When another key stops it while a page is on its way
        list.stopGoingToEnd()
        await scheduler.settle(until: { !list.isBusy })

        // Then that page lands and no further one is asked for
        #expect(server.requests == 2)
        #expect(list.items.count == 40)
    }
}
