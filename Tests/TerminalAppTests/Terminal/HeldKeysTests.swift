import Testing

@testable import TerminalApp

/// Which keys wait for the catalog's read: every key typed ahead of it, in order, but not
/// the keys that act the same on any screen — quitting never waits for a large file.
@MainActor
@Suite struct HeldKeysTests {
    @Test func whileTheCatalogIsReadKeysWaitAndOnceItIsThereNoneDoes() {
        for key in [Key.character("j"), .enter, .character("2"), .escape, .character("/")] {
            #expect(TerminalRunLoop.holds(key, behind: [], loading: true, typing: false))
            #expect(!TerminalRunLoop.holds(key, behind: [], loading: false, typing: false))
        }
    }

    @Test func ctrlCAndCtrlZGoThroughEvenBehindKeysThatWait() {
        for key in [Key.control("c"), .control("z")] {
            #expect(!TerminalRunLoop.holds(key, behind: [], loading: true, typing: false))
            #expect(
                !TerminalRunLoop.holds(
                    key, behind: [.character("j"), .enter, .character("/")], loading: true, typing: true))
        }
    }

    @Test func qQuitsAtOnceUnlessItIsTextOrKeysWaitBeforeIt() {
        // Nothing waits and no field takes it: it quits now
        #expect(!TerminalRunLoop.holds(.character("q"), behind: [], loading: true, typing: false))
        // Behind `/` (a search that will take it as text), or typed into a field: it waits its turn
        #expect(TerminalRunLoop.holds(.character("q"), behind: [.character("/")], loading: true, typing: false))
        #expect(TerminalRunLoop.holds(.character("q"), behind: [], loading: true, typing: true))
    }

    @Test func theConfiguredQuitKeyIsTheOneThatGoesThrough() {
        // Given quit on Q (a config): Q quits during a load, q waits like any key
        #expect(
            !TerminalRunLoop.holds(
                .character("Q"), behind: [], loading: true, typing: false, quitKeys: [.character("Q")]))
        #expect(
            TerminalRunLoop.holds(
                .character("q"), behind: [], loading: true, typing: false, quitKeys: [.character("Q")])
        )
    }

    @Test func qQuitsAtOnceBehindMovesOnlyWhereNoMoveReachesAField() {
        let moves = KeyMap.standard.moveKeys
        // Behind moves (what j, Down, G do changes no screen): it quits now, not after the read
        #expect(
            !TerminalRunLoop.holds(
                .character("q"), behind: [.character("j"), .down, .character("G")], loading: true, typing: false,
                moveKeys: moves))
        // Behind a key that may open a field or another screen, it waits its turn
        for first in [Key.enter, .character("2"), .character("/"), .character("f"), .character("?")] {
            #expect(
                TerminalRunLoop.holds(
                    .character("q"), behind: [.down, first], loading: true, typing: false, moveKeys: moves))
        }
        // In a form, where a move may reach a text field, it waits behind moves too
        #expect(
            TerminalRunLoop.holds(
                .character("q"), behind: [.down], loading: true, typing: false, moveKeys: moves,
                movesMayReachText: true))
        // A key that is no quit key still waits behind moves
        #expect(TerminalRunLoop.holds(.character("x"), behind: [.down], loading: true, typing: false, moveKeys: moves))
    }
}
