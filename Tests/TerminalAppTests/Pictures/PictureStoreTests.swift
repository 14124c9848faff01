import Core
import Foundation
import TestSupport
import Testing

@testable import TerminalApp

/// What the store keeps: a picture's part (its rows shown when a detail is scrolled) only
/// while a frame wants it, the whole picture as long as it is among the last used.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PictureStoreTests {
    private static let url = "http://pictures.test/1.jpeg"

    @Test func aPartIsKeptOnlyWhileAFrameWantsIt() throws {
        // Given a picture and its lower rows, both wanted and made
        let scheduler = EventLoopScheduler(clock: .virtual)
        let store = PictureStore(mode: .sixel(.init(width: 10, height: 20)), scheduler: scheduler)
        let whole = PictureStore.Want(url: Self.url, data: TestJPEG.halves(), columns: 20, rows: 10)
        var part = whole
        part.part = 3..<10
        store.ask(for: [whole, part])
        scheduler.runUntilIdle()
        #expect(store.ready(url: Self.url, columns: 20, rows: 10, part: 3..<10) != nil)

        // When a frame wants the whole picture alone (scrolled back)
        store.ask(for: [whole])

        // Then the part is gone and the whole picture is still there, nothing being made
        #expect(store.ready(url: Self.url, columns: 20, rows: 10, part: 3..<10) == nil)
        #expect(store.ready(url: Self.url, columns: 20, rows: 10) != nil)
        #expect(scheduler.pendingWork == 0)
    }
}
