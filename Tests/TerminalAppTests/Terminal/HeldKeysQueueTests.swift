import Testing

@testable import TerminalApp

/// The queue of keys that wait: in order, bounded, and counting what it dropped.
@MainActor
@Suite struct HeldKeysQueueTests {
    @Test func keysComeOutInTheOrderTyped() {
        var held = HeldKeys()
        for key in [Key.character("j"), .character("j"), .enter] { held.append(key) }
        #expect(Array(held.waiting) == [.character("j"), .character("j"), .enter])
        #expect(held.next() == .character("j"))
        #expect(Array(held.waiting) == [.character("j"), .enter])
        #expect(held.next() == .character("j"))
        #expect(held.next() == .enter)
        #expect(held.next() == nil)
        #expect(held.isEmpty)
    }

    @Test func pastTheLimitKeysAreDroppedAndCountedUntilTheCountIsTaken() {
        // Given a queue of three
        var held = HeldKeys(limit: 3)

        // When five keys are typed
        for key in "abcde" { held.append(.character(key)) }

        // Then the first three wait, and two were dropped
        #expect(Array(held.waiting) == [.character("a"), .character("b"), .character("c")])
        #expect(held.takeDropped() == 2)
        #expect(held.dropped == 0)

        // And a key taken off makes room for one more
        _ = held.next()
        held.append(.character("f"))
        #expect(Array(held.waiting) == [.character("b"), .character("c"), .character("f")])
        #expect(held.dropped == 0)
    }

    @Test func droppingAllCountsThemWithThoseDroppedBeforeAndRemovingDoesNot() {
        var held = HeldKeys(limit: 2)
        for key in "abc" { held.append(.character(key)) }
        held.dropAll()
        #expect(held.isEmpty)
        #expect(held.takeDropped() == 3)

        held.append(.character("x"))
        held.removeAll()
        #expect(held.isEmpty)
        #expect(held.dropped == 0)
    }

    @Test func theStandardLimitIsFarAboveABurstOfKeys() {
        // A burst typed ahead of a catalog's read (thousands of moves) all waits
        var held = HeldKeys()
        for _ in 0..<10_000 { held.append(.down) }
        #expect(held.count == 10_000)
        #expect(held.dropped == 0)
    }
}
