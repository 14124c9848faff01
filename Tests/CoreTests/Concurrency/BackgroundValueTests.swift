import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Core

/// Work read in the background (the catalog): at hand once done, awaited or blocked on
/// meanwhile, failures handed to whoever asks.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct BackgroundValueTests {
    @Test func whoIsToldOfTheValueFindsItReady() async throws {
        // Given someone told when the value is done, who then reads it at once (as a list asked
        // for the catalog's next page when its first came)
        let value = BackgroundValue(start: .whenAsked) { 7 }
        let seen = Mutex<Int?>(nil)
        let told = Mutex(false)
        value.whenDone { _ in
            seen.withLock { $0 = value.ready }
            told.withLock { $0 = true }
        }

        // When the work ends
        try value.waitUntilDone()

        // Then what they read is the value: they were told before it was set, and read nil
        #expect(await eventually { told.withLock { $0 } })
        #expect(seen.withLock { $0 } == 7)
    }

    /// A gate the background work waits at, so a test sees it still running.
    final class Gate: @unchecked Sendable {
        private let semaphore = DispatchSemaphore(value: 0)
        func open() { semaphore.signal() }
        func pass() { semaphore.wait() }
    }

    struct Broken: Error, CustomStringConvertible {
        var description: String { "catalog x.json is not usable: missing field \"name\"" }
    }

    @Test func nothingIsAtHandWhileTheWorkRunsAndAllOfItAfter() async throws {
        let gate = Gate()
        let value = BackgroundValue {
            gate.pass()
            return 42
        }
        let doubled = value.map { $0 * 2 }
        #expect(value.ready == nil)
        #expect(doubled.ready == nil)

        gate.open()

        #expect(try await value.value() == 42)
        #expect(try value.wait() == 42)
        #expect(value.ready == 42)
        #expect(doubled.ready == 84)
    }

    @Test func whatIsMadeFromItIsReadyWhenAWaiterWakes() throws {
        for _ in 0..<200 {
            let value = BackgroundValue { [1, 2, 3] }
            let counted = value.map(\.count)
            try value.waitUntilDone()
            #expect(counted.ready == 3)
        }
    }

    @Test func aFailureReachesEveryoneWhoAsks() async throws {
        let value = BackgroundValue<Int> { throw Broken() }
        let mapped = value.map { $0 + 1 }
        #expect(throws: Broken.self) { try value.wait() }
        await #expect(throws: Broken.self) { try await mapped.value() }
        #expect(value.ready == nil)
        let told = ToldFlag()
        value.whenDone { told.set($0) }
        #expect(told.failure?.contains("not usable") == true)
    }

    /// Counts how many times the work ran.
    final class Runs: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func note() { lock.withLock { count += 1 } }
        var total: Int { lock.withLock { count } }
    }

    @Test func workThatWaitsToBeAskedRunsOnceItIsStartedAndOnlyOnce() throws {
        // Given work that waits to be asked, and a value made from it, on threads that are counted
        let runs = Runs()
        let threads = Runs()
        let value = BackgroundValue(
            start: .whenAsked,
            spawn: { work in
                threads.note()
                DetachedThread.start(work)
            }
        ) {
            runs.note()
            return 7
        }
        let tripled = value.map { $0 * 3 }
        let told = ToldFlag()
        value.whenDone { told.set($0) }

        // When nobody starts it, no thread is started for it (listening is not asking)
        #expect(threads.total == 0)
        #expect(value.ready == nil)

        // When it is started (twice), it runs once
        value.start()
        value.start()
        #expect(try value.wait() == 7)
        #expect(tripled.ready == 21)
        #expect(runs.total == 1)
        #expect(threads.total == 1)
    }

    @Test func blockingOnWorkThatWaitsToBeAskedStartsIt() throws {
        // Given work that waits to be asked
        let value = BackgroundValue(start: .whenAsked) { "catalog" }
        let counted = value.map(\.count)

        // When a value made from it is blocked on (replay, tests), it does not wait forever
        try counted.waitUntilDone()

        // Then both are there (a value made by `map` finishes first, so the source is waited for)
        #expect(counted.ready == 7)
        #expect(try value.wait() == "catalog")
    }

    final class ToldFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var text: String?
        func set(_ result: Result<Void, any Error>) {
            lock.withLock { if case .failure(let error) = result { text = "\(error)" } }
        }
        var failure: String? { lock.withLock { text } }
    }

    @Test func aListWaitsForCharactersStillBeingReadAndShowsThemAfter() async throws {
        // Given a list over characters whose catalog is still being read
        let gate = Gate()
        let repository = DeferredRecords(
            BackgroundValue {
                gate.pass()
                return CharacterSource.local((1...30).map { CharacterModel.stub(id: $0) })
            })
        let scheduler = EventLoopScheduler(clock: .virtual)
        let list = CharacterListViewModel(
            source: repository,
            navigator: CharacterListNavigator(navigator: NavigatorMock()),
            tracker: CharacterListTracker(tracker: TrackerMock()),
            scheduler: scheduler,
            recentSearches: InMemoryRecentSearchesStore()
        )
        #expect(repository.cachedRecord(id: 1) == nil)
        #expect(repository.knownRecords().isEmpty)

        // When it appears, it is busy (a spinner), with no rows yet
        list.didAppear()
        scheduler.drain()
        #expect(list.isBusy)
        #expect(list.content.pages.rows.loadedItems.isEmpty)

        // When the catalog has been read, its rows are there
        gate.open()
        #expect(await scheduler.settle(until: { !list.isBusy }))
        #expect(list.content.pages.rows.loadedItems.first?.name == "Character 1")
        #expect(repository.knownRecords().count == 30)
    }
}
