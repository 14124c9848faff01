import Synchronization
import Testing

@testable import Core

@Suite struct AsyncLimiterTests {
    /// Holds the limiter's one place until the test lets go.
    final class Holder: Sendable {
        let started = Atomic<Bool>(false)
        let (released, release) = AsyncStream.makeStream(of: Void.self)

        func hold(_ limiter: AsyncLimiter) -> Task<Void, any Error> {
            Task {
                try await limiter.run {
                    self.started.store(true, ordering: .sequentiallyConsistent)
                    for await _ in self.released { break }
                }
            }
        }

        func waitUntilHeld() async {
            while !started.load(ordering: .sequentiallyConsistent) { await Task.yield() }
        }
    }

    @Test func workBeyondTheLimitWaitsForAPlace() async throws {
        // Given: one place, held
        let limiter = AsyncLimiter(limit: 1)
        let holder = Holder()
        let first = holder.hold(limiter)
        await holder.waitUntilHeld()

        // When: a second piece of work comes
        let second = Task { try await limiter.run { 2 } }
        while limiter.waiting == 0 { await Task.yield() }

        // Then: it runs once the first is done
        holder.release.yield()
        try await first.value
        #expect(try await second.value == 2)
        #expect(limiter.waiting == 0)
    }

    @Test func workCancelledWhileItWaitsLeavesTheQueue() async throws {
        // Given
        let limiter = AsyncLimiter(limit: 1)
        let holder = Holder()
        let first = holder.hold(limiter)
        await holder.waitUntilHeld()
        let waiting = Task { try await limiter.run { 2 } }
        while limiter.waiting == 0 { await Task.yield() }

        // When
        waiting.cancel()

        // Then
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(limiter.waiting == 0)
        holder.release.yield()
        try await first.value
        #expect(try await limiter.run { 3 } == 3)
    }
}
