import Testing

@testable import TerminalApp

/// Which keys wait for what the screen loads (a catalog's read, a server's first page): every
/// key typed ahead of it, in order, but not the keys that act the same on any screen —
/// quitting or leaving never waits for a large file or a slow server.
@MainActor
@Suite struct HeldKeysTests {
    private static let tabsAndBack: [Key] = [.escape, .backspace, .left, .character("h"), .character("1")]

    @Test func whileTheScreenLoadsKeysWaitAndOnceItIsThereNoneDoes() {
        for key in [Key.character("j"), .enter, .character("2"), .escape, .character("/")] {
            #expect(TerminalRunLoop.hold(key, behind: [], loading: true, typing: false) == .hold)
            #expect(TerminalRunLoop.hold(key, behind: [], loading: false, typing: false) == .take)
        }
    }

    @Test func keysTypedAfterKeysThatWaitWaitBehindThemEvenOnceTheScreenIsThere() {
        // The page came between two reads: the keys still wait their turn, in order
        #expect(TerminalRunLoop.hold(.enter, behind: [.character("j")], loading: false, typing: false) == .hold)
    }

    @Test func ctrlCAndCtrlZGoThroughEvenBehindKeysThatWait() {
        for key in [Key.control("c"), .control("z")] {
            #expect(TerminalRunLoop.hold(key, behind: [], loading: true, typing: false) == .take)
            #expect(
                TerminalRunLoop.hold(
                    key, behind: [.character("j"), .enter, .character("/")], loading: true, typing: true)
                    == .take)
        }
    }

    @Test func qQuitsAtOnceUnlessItIsTextOrKeysWaitBeforeIt() {
        // Nothing waits and no field takes it: it quits now
        #expect(TerminalRunLoop.hold(.character("q"), behind: [], loading: true, typing: false) == .take)
        // Behind `/` (a search that will take it as text), or typed into a field: it waits its turn
        #expect(TerminalRunLoop.hold(.character("q"), behind: [.character("/")], loading: true, typing: false) == .hold)
        #expect(TerminalRunLoop.hold(.character("q"), behind: [], loading: true, typing: true) == .hold)
    }

    @Test func theConfiguredQuitKeyIsTheOneThatGoesThrough() {
        // Given quit on Q (a config): Q quits during a load, q waits like any key
        #expect(
            TerminalRunLoop.hold(.character("Q"), behind: [], loading: true, typing: false, quitKeys: [.character("Q")])
                == .take)
        #expect(
            TerminalRunLoop.hold(.character("q"), behind: [], loading: true, typing: false, quitKeys: [.character("Q")])
                == .hold)
    }

    @Test func qQuitsAtOnceBehindMovesOnlyWhereNoMoveReachesAField() {
        let moves = KeyMap.standard.moveKeys
        // Behind moves (what j, Down, G do changes no screen): it quits now, not after the read
        #expect(
            TerminalRunLoop.hold(
                .character("q"), behind: [.character("j"), .down, .character("G")], loading: true, typing: false,
                moveKeys: moves) == .take)
        // Behind a key that may open a field or another screen, it waits its turn
        for first in [Key.enter, .character("2"), .character("/"), .character("f"), .character("?")] {
            #expect(
                TerminalRunLoop.hold(
                    .character("q"), behind: [.down, first], loading: true, typing: false, moveKeys: moves)
                    == .hold)
        }
        // In a form, where a move may reach a text field, it waits behind moves too
        #expect(
            TerminalRunLoop.hold(
                .character("q"), behind: [.down], loading: true, typing: false, moveKeys: moves,
                movesMayReachText: true) == .hold)
        // A key that is no quit key still waits behind moves
        #expect(
            TerminalRunLoop.hold(.character("x"), behind: [.down], loading: true, typing: false, moveKeys: moves)
                == .hold)
    }

    @Test func backAndATabLeaveALoadingScreenAtOnce() {
        for key in Self.tabsAndBack {
            #expect(
                TerminalRunLoop.hold(key, behind: [], loading: true, typing: false, leaveKeys: Self.tabsAndBack)
                    == .take)
            // Typed into a field, it is text: it waits its turn
            #expect(
                TerminalRunLoop.hold(key, behind: [], loading: true, typing: true, leaveKeys: Self.tabsAndBack)
                    == .hold)
        }
    }

    @Test func backBehindMovesLeavesAtOnceAndDropsThemButWaitsBehindAnyOtherKey() {
        let moves = KeyMap.standard.moveKeys
        // Behind moves: the moves were for the screen it leaves, so they go with it
        #expect(
            TerminalRunLoop.hold(
                .escape, behind: [.character("j"), .down], loading: true, typing: false,
                leaveKeys: Self.tabsAndBack, moveKeys: moves) == .takeDroppingHeld)
        // Once the screen is there, the moves act on it first
        #expect(
            TerminalRunLoop.hold(
                .escape, behind: [.character("j")], loading: false, typing: false, leaveKeys: Self.tabsAndBack,
                moveKeys: moves) == .hold)
        // Behind Enter (a detail to open, then leave), it waits its turn
        #expect(
            TerminalRunLoop.hold(
                .escape, behind: [.down, .enter], loading: true, typing: false, leaveKeys: Self.tabsAndBack,
                moveKeys: moves) == .hold)
    }
}
