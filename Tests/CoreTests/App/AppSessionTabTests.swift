import Foundation
import TestSupport
import Testing

@testable import Core

/// The session's tabs: independent stacks with their screens, links that pick their tab,
/// tracking, and saving and restoring every tab.
@MainActor
@Suite struct AppSessionTabTests {
    private let tracker = TrackerMock()
    private let session: AppSession

    init() {
        session = AppSession(
            container: TestApp.container(characters: (1...30).map { CharacterModel.stub(id: $0) }, tracker: tracker))
        session.start()
    }

    private var titles: [String] { session.breadcrumb.map(\.title) }

    @Test func theAppHasTheFourTabsAndStartsAtHome() {
        #expect(session.tabs.tabs.map(\.title) == ["Home", "Characters", "Episodes", "Locations"])
        #expect(session.tabs.tabs.map(\.id) == ["home", "character", "episode", "location"])
        #expect(titles == ["Home"])
    }

    @Test func aTabNeverSelectedBuildsNoScreen() {
        // Home is built; nothing of Characters is until it is selected
        #expect(!tracker.names.contains("character_list_viewed"))
        session.selectTab(1)
        #expect(titles == ["Characters"])
        #expect(tracker.names.contains("character_list_viewed"))
    }

    @Test func switchingAwayAndBackShowsTheSameScreensInTheSameState() throws {
        // Given a list with a selection and a detail over it, in Characters
        session.selectTab(1)
        let list = try #require(session.activeScreen as? CharacterListViewModel)
        list.content.pages.select(4)
        list.didSelect()
        let detail = session.activeScreen

        // When another tab is used and Characters selected again
        session.selectTab(2)
        #expect(titles == ["Episodes"])
        session.selectTab(1)

        // Then the same screens are there, state and all
        #expect(session.activeScreen === detail)
        #expect(titles == ["Characters", "Character 5"])
        session.back()
        #expect(session.activeScreen === list)
        #expect(list.content.pages.selection.selected == 4)
    }

    @Test func selectingTheTabInFrontAgainGoesToItsRootAndClosesItsModals() {
        // Given Characters with a detail and the filter over it
        session.open(url: "challenge://character/detail/3")
        session.coordinator.present(HomeIncomingNavigation.about, style: .sheet())

        // When Characters is selected again
        let outcome = session.selectTab(1)

        // Then it shows its root only
        #expect(outcome == .poppedToRoot)
        #expect(titles == ["Characters"])
        #expect(session.layers.count == 1)
    }

    @Test func backAtATabsRootDoesNothingAndStaysInTheTab() {
        session.selectTab(2)
        #expect(session.back() == .atRoot)
        #expect(session.tabs.selected.id == "episode")
        #expect(titles == ["Episodes"])
    }

    @Test func outgoingMovesPushInsideTheTabInFront() {
        // Given a character's detail in Characters
        session.open(url: "challenge://character/detail/1")

        // When it opens one of its episodes
        session.coordinator.navigate(to: CharacterOutgoingNavigation.episode(identifier: 1))

        // Then the episode is pushed in Characters; Episodes is untouched
        #expect(session.tabs.selected.id == "character")
        #expect(titles.count == 3)
        #expect(session.tabs.tabs[2].coordinator.isAtRoot)
    }

    @Test func aDeepLinkSelectsItsFeaturesTabAndLeavesTheOthersAsTheyWere() {
        // Given a stack in Characters and About over Home
        session.open(url: "challenge://character/detail/2")
        session.open(url: "challenge://home/about")
        #expect(session.tabs.selected.id == "home")

        // When an episode link opens
        session.open(url: "challenge://episode/detail/1")

        // Then Episodes is in front with the walked stack; Home and Characters kept theirs
        #expect(session.tabs.selected.id == "episode")
        #expect(session.coordinator.path == [AnyNavigation(EpisodeIncomingNavigation.detail(identifier: 1))])
        #expect(session.tabs.tabs[0].coordinator.sheet != nil)
        #expect(
            session.tabs.tabs[1].coordinator.path == [AnyNavigation(CharacterIncomingNavigation.detail(identifier: 2))])
    }

    @Test func aLinkToATabsRootShowsTheRootAlone() {
        session.open(url: "challenge://location/detail/1")
        session.open(url: "challenge://location/list")
        #expect(session.tabs.selected.id == "location")
        #expect(session.coordinator.isAtRoot)
        session.open(url: "challenge://home")
        #expect(session.tabs.selected.id == "home")
        #expect(titles == ["Home"])
    }

    @Test func aLinkNoFeatureResolvesShowsNotFoundInTheTabInFront() {
        session.selectTab(3)
        session.open(url: "challenge://nowhere/1")
        #expect(session.tabs.selected.id == "location")
        #expect(titles == ["Locations", "Not Found"])
    }

    @Test func aLinkNoFeatureResolvesIsPushedOverWhereTheUserIsAndBackReturnsThere() throws {
        // Given Episodes › an episode › a character, walked to
        session.open(url: "challenge://episode/detail/1")
        let detail = session.activeScreen
        session.coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 2))
        let character = session.activeScreen

        // When a link no feature resolves is opened
        let understood = session.open(url: "challenge://typo")

        // Then Not Found is on top of the walked stack, and Back returns to the character
        #expect(!understood)
        #expect(titles.count == 4)
        #expect(titles.first == "Episodes")
        #expect(titles.last == "Not Found")
        session.back()
        #expect(session.activeScreen === character)
        session.back()
        #expect(session.activeScreen === detail)
    }

    @Test func aBadLinkOverNotFoundReplacesItInsteadOfStacking() {
        session.open(url: "challenge://typo")
        session.open(url: "challenge://typo")
        #expect(titles == ["Home", "Not Found"])
        session.open(url: "challenge://other")
        #expect(titles == ["Home", "Not Found"])
        session.back()
        #expect(titles == ["Home"])
    }

    @Test func aLinkNoFeatureResolvesIsPushedInsideTheSheetInFront() {
        // Given About as a sheet over Home
        session.coordinator.present(HomeIncomingNavigation.about, style: .sheet())

        // When text that is no link is opened
        session.open(url: "not a link")

        // Then Not Found is pushed inside the sheet, and Back closes only it
        #expect(session.coordinator.sheet?.coordinator.path.count == 1)
        session.back()
        #expect(session.coordinator.sheet != nil)
        #expect(titles == ["Home", "About"])
    }

    @Test func anOutgoingMoveToAnotherTabsRootBringsThatTabToTheFrontAsItWas() throws {
        // Given Characters left on a detail, and Home in front
        session.open(url: "challenge://character/detail/3")
        let detail = session.activeScreen
        session.selectTab(0)

        // When Home asks for the character list (redirected to the Characters tab's root)
        session.coordinator.navigate(to: HomeOutgoingNavigation.characters)

        // Then the Characters tab is in front as it was, and Home pushed nothing
        #expect(session.tabs.selected.id == "character")
        #expect(session.activeScreen === detail)
        #expect(session.tabs.tabs[0].coordinator.path.isEmpty)
    }

    @Test func anOutgoingMoveToATabRootFromInsideAModalAlsoSelectsThatTab() {
        // Given About as a sheet over Home
        session.coordinator.present(HomeIncomingNavigation.about, style: .sheet())

        // When a screen in the sheet asks for the episode list
        session.coordinator.sheet?.coordinator.navigate(
            to: HomeOutgoingNavigation.entry(link: "challenge://episode/list"))

        // Then the Episodes tab is in front at its root, and the sheet pushed nothing
        #expect(session.tabs.selected.id == "episode")
        #expect(titles == ["Episodes"])
        #expect(session.tabs.tabs[0].coordinator.sheet?.coordinator.path.isEmpty == true)
    }

    @Test func aTabsOwnRootIsStillPushedInsideIt() {
        // Given the Characters tab in front
        session.selectTab(1)

        // When its own root is pushed (nothing does today, but nothing forbids it)
        session.coordinator.navigate(to: CharacterIncomingNavigation.list)

        // Then it is pushed there: only another tab's root changes tabs
        #expect(session.tabs.selected.id == "character")
        #expect(titles == ["Characters", "Characters"])
    }

    @Test func aTabSelectionIsTrackedLikeAScreenView() {
        session.selectTab(2)
        session.selectTab(2)
        session.open(url: "challenge://episode/detail/1")
        session.selectTab(2)
        let events = tracker.events(of: TabSelectedEvent.self)
        #expect(
            events.map(\.properties) == [
                ["tab": "episode", "action": "switched"],
                ["tab": "episode", "action": "unchanged"],
                ["tab": "episode", "action": "popped_to_root"],
            ])
    }

    // MARK: Saving and restoring

    private func makeSession() -> AppSession {
        let session = AppSession(container: TestApp.container(characters: (1...30).map { CharacterModel.stub(id: $0) }))
        session.start()
        return session
    }

    @Test func everyTabAndTheOneInFrontSurviveSaveAndRestore() throws {
        // Given a stack in three tabs, Episodes in front
        session.open(url: "challenge://home/about")
        session.open(url: "challenge://character/detail/4")
        session.open(url: "challenge://location/detail/1")
        session.open(url: "challenge://episode/detail/2")
        let saved = session.savedNavigation()

        // When it is encoded, decoded and restored in a new session
        let data = try JSONEncoder().encode(saved)
        let restored = makeSession()
        restored.restore(try JSONDecoder().decode(SavedNavigation.self, from: data), log: MemoryLog())

        // Then every tab is back, and the one in front
        #expect(restored.savedNavigation() == saved)
        #expect(restored.tabs.selected.id == "episode")
        #expect(restored.breadcrumb.map(\.title) == ["Episodes", "Episode #2"])
        restored.selectTab(0)
        #expect(restored.breadcrumb.map(\.title) == ["Home", "About"])
        restored.selectTab(1)
        #expect(restored.breadcrumb.map(\.title) == ["Characters", "Character 4"])
        #expect(String(decoding: data, as: UTF8.self).contains("\"version\":4"))
    }

    @Test func aFileFromBeforeTabsRestoresIntoTheTabItFits() throws {
        // Given a version 2 file: one stack over Home, starting with the characters list
        let file = #"""
            {"version": 2, "root": {"path": [
              {"feature": "character", "version": 1, "name": "list", "values": {}},
              {"feature": "character", "version": 1, "name": "detail", "values": {"id": "6"}}
            ], "modals": []}}
            """#
        let state = try JSONDecoder().decode(SavedNavigation.self, from: Data(file.utf8))

        // When it is restored
        let restored = makeSession()
        restored.restore(state, log: MemoryLog())

        // Then it is in Characters, over that tab's root
        #expect(restored.tabs.selected.id == "character")
        #expect(restored.breadcrumb.map(\.title) == ["Characters", "Character 6"])
    }

    @Test func aFileFromBeforeTabsThatStartsElsewhereStaysOverHome() throws {
        let state = SavedNavigation(
            root: .init(path: [SavedDestination(feature: "character", version: 1, name: "detail", values: ["id": "6"])])
        )
        let restored = makeSession()
        restored.restore(state, log: MemoryLog())
        #expect(restored.tabs.selected.id == "home")
        #expect(restored.breadcrumb.map(\.title) == ["Home", "Character 6"])
    }

    @Test func unknownAndRepeatedTabsInAFileAreDroppedAndLogged() {
        let detail = SavedDestination(feature: "character", version: 1, name: "detail", values: ["id": "6"])
        let state = SavedNavigation(
            selectedTab: "spaceship",
            tabs: [
                .init(id: "spaceship", stack: .init(path: [detail])),
                .init(id: "character", stack: .init(path: [detail])),
                .init(id: "character", stack: .init(path: [detail, detail])),
            ])
        let log = MemoryLog()
        let restored = makeSession()
        restored.restore(state, log: log)
        #expect(restored.tabs.selected.id == "home")
        #expect(restored.tabs.tabs[1].coordinator.path.count == 1)
        #expect(log.lines.contains { $0.contains("no such tab") })
        #expect(log.lines.contains { $0.contains("second stack") })
    }

    @Test func aLinkIntoATabRestoredButNeverShownBuildsOnlyTheLinksScreens() throws {
        // Given a restored Episodes tab at episode 5, in the back
        let saved = SavedNavigation(
            selectedTab: "home",
            tabs: [
                .init(
                    id: "episode",
                    stack: .init(path: [
                        SavedDestination(feature: "episode", version: 1, name: "detail", values: ["id": "5"])
                    ]))
            ])
        let tracker = TrackerMock()
        let restored = AppSession(
            container: TestApp.container(characters: (1...30).map { CharacterModel.stub(id: $0) }, tracker: tracker))
        restored.start()
        restored.restore(saved, log: MemoryLog())

        // When a link opens episode 7 there
        restored.open(url: "challenge://episode/detail/7")

        // Then episode 5's screen was never built (nor viewed)
        let viewed = tracker.events.filter { $0.name == "episode_detail_viewed" }.map(\.properties)
        #expect(viewed == [["id": "7"]])
    }
}
