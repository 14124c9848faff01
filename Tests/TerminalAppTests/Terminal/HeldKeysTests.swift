import Testing

@testable import TerminalApp

/// Which keys wait for the catalog's read: every key typed ahead of it, in order, but not
/// the keys that act the same on any screen — quitting never waits for a large file.
@Suite struct HeldKeysTests {
    @Test func whileTheCatalogIsReadKeysWaitAndOnceItIsThereNoneDoes() {
        for key in [Key.character("j"), .enter, .character("2"), .escape, .character("/")] {
            #expect(TerminalRunLoop.holds(key, behind: 0, loading: true, typing: false))
            #expect(!TerminalRunLoop.holds(key, behind: 0, loading: false, typing: false))
        }
    }

    @Test func ctrlCAndCtrlZGoThroughEvenBehindKeysThatWait() {
        for key in [Key.control("c"), .control("z")] {
            #expect(!TerminalRunLoop.holds(key, behind: 0, loading: true, typing: false))
            #expect(!TerminalRunLoop.holds(key, behind: 3, loading: true, typing: true))
        }
    }

    @Test func qQuitsAtOnceUnlessItIsTextOrKeysWaitBeforeIt() {
        // Nothing waits and no field takes it: it quits now
        #expect(!TerminalRunLoop.holds(.character("q"), behind: 0, loading: true, typing: false))
        // Behind `/` (a search that will take it as text), or typed into a field: it waits its turn
        #expect(TerminalRunLoop.holds(.character("q"), behind: 1, loading: true, typing: false))
        #expect(TerminalRunLoop.holds(.character("q"), behind: 0, loading: true, typing: true))
    }

    @Test func theConfiguredQuitKeyIsTheOneThatGoesThrough() {
        // Given quit on Q (a config): Q quits during a load, q waits like any key
        #expect(
            !TerminalRunLoop.holds(
                .character("Q"), behind: 0, loading: true, typing: false, quitKeys: [.character("Q")]))
        #expect(
            TerminalRunLoop.holds(.character("q"), behind: 0, loading: true, typing: false, quitKeys: [.character("Q")])
        )
    }
}
