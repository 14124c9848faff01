import Foundation
import TestSupport
import Testing

@testable import Core

/// Forward history as the app sees it: per tab, cleared by links and pop-to-root, the
/// screens brought back as they were left, saved and restored.
@Suite struct AppSessionForwardTests {
    private func makeSession() -> AppSession {
        let session = AppSession(container: TestApp.container(characters: (1...30).map { CharacterModel.stub(id: $0) }))
        session.start()
        return session
    }

    @Test func forwardBringsBackTheSameScreenWithItsState() throws {
        // Given list › detail 4, then Back
        let session = makeSession()
        session.open(url: "challenge://character/list")
        let list = try #require(session.activeScreen as? CharacterListViewModel)
        list.content.pages.select(3)
        list.didSelect()
        let detail = try #require(session.activeScreen as? CharacterDetailViewModel)
        session.back()

        // When
        #expect(session.forward())

        // Then the very screen comes back, not a rebuilt one
        #expect(session.activeScreen === detail)
        #expect(!session.canGoForward)
    }

    @Test func aPushAfterBackReleasesTheKeptScreens() throws {
        // Given
        let session = makeSession()
        session.open(url: "challenge://character/detail/5")
        let first = try #require(session.activeScreen as? CharacterDetailViewModel)
        session.back()

        // When a push clears forward history, and the same detail is pushed again
        session.coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 6))
        session.back()
        session.coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 5))

        // Then it is built afresh
        let second = try #require(session.activeScreen as? CharacterDetailViewModel)
        #expect(first !== second)
    }

    @Test func eachTabHasItsOwnForwardHistory() {
        // Given Back in the Characters tab
        let session = makeSession()
        session.open(url: "challenge://character/detail/5")
        session.back()

        // When another tab is in front
        session.selectTab(0)

        // Then it has nothing to go forward to, and the Characters tab kept its own
        #expect(!session.canGoForward)
        #expect(!session.forward())
        session.selectTab(session.tabs.index(of: "character") ?? 1)
        #expect(session.canGoForward)
    }

    @Test func aDeepLinkClearsTheTabsForwardHistory() {
        // Given
        let session = makeSession()
        session.open(url: "challenge://character/detail/5")
        session.back()

        // When
        session.open(url: "challenge://character/detail/7")

        // Then
        #expect(!session.canGoForward)
    }

    @Test func reselectingTheTabClearsItsForwardHistory() throws {
        // Given Back to the tab's root, forward history left
        let session = makeSession()
        session.open(url: "challenge://character/detail/5")
        session.back()
        let index = try #require(session.tabs.index(of: "character"))

        // When the tab in front is selected again
        let outcome = session.selectTab(index)

        // Then
        #expect(outcome == .poppedToRoot)
        #expect(!session.canGoForward)
    }

    @Test func keptScreensAreBounded() {
        // Given a stack deeper than the screens kept for Forward, all popped
        let session = makeSession()
        session.open(url: "challenge://character/list")
        let depth = ScreenStore.maximumParkedScreens + 3
        for id in 1...depth { session.coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: id)) }
        // Held here, so a rebuilt screen cannot take a released one's address.
        let pushed = Array(session.layers[0].screens.dropFirst())
        for _ in 1...depth { session.back() }

        // When all are brought forward again
        for _ in 1...depth { session.forward() }

        // Then the nearest ones came back as they were, the farthest were rebuilt
        let returned = Array(session.layers[0].screens.dropFirst())
        let same = zip(pushed, returned).filter { $0 === $1 }.count
        #expect(returned.count == depth)
        #expect(same == ScreenStore.maximumParkedScreens)
    }

    @Test func forwardHistorySurvivesSaveAndRestore() throws {
        // Given list › detail 4 › detail 9, two Backs
        let session = makeSession()
        session.open(url: "challenge://character/detail/4")
        session.coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 9))
        session.back()
        session.back()
        let saved = session.savedNavigation()

        // When it is encoded, decoded and restored in a new session
        let data = try JSONEncoder().encode(saved)
        let restored = makeSession()
        restored.restore(try JSONDecoder().decode(SavedNavigation.self, from: data), log: MemoryLog())

        // Then Forward walks the same way
        #expect(restored.savedNavigation() == saved)
        #expect(restored.forward())
        #expect(restored.forward())
        let detail = try #require(restored.activeScreen as? CharacterDetailViewModel)
        #expect(detail.identifier == 9)
    }

    @Test func aFormat3FileWithoutForwardHistoryStillRestores() throws {
        // Given a file from before forward history
        let json = #"""
            {"version": 3, "selectedTab": "character", "tabs": [{"id": "character", "stack": {"path": [
              {"feature": "character", "version": 1, "name": "detail", "values": {"id": "6"}}
            ], "modals": []}}]}
            """#

        // When
        let state = try JSONDecoder().decode(SavedNavigation.self, from: Data(json.utf8))
        let restored = makeSession()
        restored.restore(state, log: MemoryLog())

        // Then
        #expect(state.tabs.first?.stack.forward == [])
        #expect(restored.coordinator.path == [AnyNavigation(CharacterIncomingNavigation.detail(identifier: 6))])
        #expect(!restored.canGoForward)
    }
}

extension AppSessionForwardTests {
    @Test func pushingWhatForwardOfferedBuildsAFreshScreen() throws {
        // Given Back from detail 5: Forward offers it
        let session = makeSession()
        session.open(url: "challenge://character/detail/5")
        let popped = try #require(session.activeScreen as? CharacterDetailViewModel)
        session.back()

        // When the same destination is pushed rather than brought forward
        session.coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 5))

        // Then it is a new screen, as any push is
        #expect(session.activeScreen !== popped)
    }

    @Test func aLinkToWhatForwardOfferedBuildsAFreshScreen() throws {
        // Given Back from detail 5 to the list
        let session = makeSession()
        session.open(url: "challenge://character/detail/5")
        let popped = try #require(session.activeScreen as? CharacterDetailViewModel)
        session.back()

        // When a link names the same stack
        session.open(url: "challenge://character/detail/5")

        // Then the link's screen is new
        #expect(session.activeScreen !== popped)
        #expect(!session.canGoForward)
    }

    @Test func aPushAtTheDepthBoundBuildsOneScreenAndKeepsTheOthersAsTheyWere() throws {
        // Given the Characters tab as deep as the bound allows
        let session = makeSession()
        session.selectTab(session.tabs.index(of: "character") ?? 1)
        let bound = NavigationCoordinator.maximumDepth
        for id in 1...bound {
            session.coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: id % 30 + 1))
        }
        let before = session.layers[0].screens

        // When one more link is followed
        session.coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 7))

        // Then the oldest pushed screen went, every other one is the very same, and one was built
        let after = session.layers[0].screens
        #expect(after.count == bound + 1)
        #expect(after[0] === before[0])
        for index in 1..<bound { #expect(after[index] === before[index + 1], "screen \(index) was rebuilt") }
        #expect(!before.contains { $0 === after[bound] })
    }

    @Test func movingInAListIsNoNavigationChange() throws {
        // Given a list
        let session = makeSession()
        session.open(url: "challenge://character/list")
        let list = try #require(session.activeScreen as? CharacterListViewModel)
        let changes = session.changeCount

        // When the selection moves, then a detail is pushed
        list.content.pages.select(3)
        let afterMove = session.changeCount
        list.didSelect()

        // Then only the push counts as a change (what is saved is rebuilt for it alone)
        #expect(afterMove == changes)
        #expect(session.changeCount > changes)
    }
}
