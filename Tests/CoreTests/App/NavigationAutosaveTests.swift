import Testing

@testable import Core

/// Navigation is written once it settles, not at every key and not only at exit.
@MainActor
@Suite struct NavigationAutosaveTests {
    private func state(_ names: String...) -> SavedNavigation {
        SavedNavigation(root: .init(path: names.map { SavedDestination(feature: "character", version: 1, name: $0) }))
    }

    @Test func aChangeIsSavedOnceItHasSettled() {
        // Given
        let scheduler = EventLoopScheduler(clock: .virtual)
        var saved: [SavedNavigation] = []
        let autosave = NavigationAutosave(scheduler: scheduler) { saved.append($0) }

        // When a change is noted and time passes
        autosave.note(state("list"))
        scheduler.advance(by: .milliseconds(299))
        #expect(saved.isEmpty)
        scheduler.advance(by: .milliseconds(1))

        // Then it was written once
        #expect(saved == [state("list")])
    }

    @Test func aBurstOfChangesIsOneWriteOfTheLastState() {
        // Given
        let scheduler = EventLoopScheduler(clock: .virtual)
        var saved: [SavedNavigation] = []
        let autosave = NavigationAutosave(scheduler: scheduler) { saved.append($0) }

        // When three changes come 100 ms apart
        autosave.note(state("list"))
        scheduler.advance(by: .milliseconds(100))
        autosave.note(state("list", "detail"))
        scheduler.advance(by: .milliseconds(100))
        autosave.note(state("list", "detail", "filter"))
        scheduler.advance(by: .seconds(1))

        // Then only where the user settled is written
        #expect(saved == [state("list", "detail", "filter")])
    }

    @Test func anUnchangedStateIsNotWrittenAgain() {
        // Given a saved state
        let scheduler = EventLoopScheduler(clock: .virtual)
        var saved: [SavedNavigation] = []
        let autosave = NavigationAutosave(scheduler: scheduler) { saved.append($0) }
        autosave.note(state("list"))
        scheduler.advance(by: .seconds(1))

        // When the same state is noted at every frame, and flushed at exit
        for _ in 0..<10 { autosave.note(state("list")) }
        scheduler.advance(by: .seconds(1))
        autosave.flush()

        // Then nothing more was written
        #expect(saved.count == 1)
    }

    @Test func flushWritesAPendingChangeAtOnce() {
        // Given a change still inside the delay
        let scheduler = EventLoopScheduler(clock: .virtual)
        var saved: [SavedNavigation] = []
        let autosave = NavigationAutosave(scheduler: scheduler) { saved.append($0) }
        autosave.note(state("list", "detail"))

        // When the app quits
        autosave.flush()

        // Then it is written now, and the timer does not write it twice
        #expect(saved == [state("list", "detail")])
        scheduler.advance(by: .seconds(1))
        #expect(saved.count == 1)
    }
}
