import TestSupport
import Testing

@testable import Core

/// The navigation as data: every tab, nested modals, the redirect table's answers (and
/// its silences), the links resolved and the latest events.
@MainActor
@Suite struct NavigationSnapshotTests {
    private let session: AppSession

    init() {
        session = AppSession(
            container: TestApp.container(characters: (1...30).map { CharacterModel.stub(id: $0, episodeIDs: [1, 2]) }))
        session.start()
    }

    @Test func everyTabIsListedWithItsRootAndWhichOneIsInFront() {
        session.open(url: "challenge://character/detail/3")

        let snapshot = session.snapshot()

        #expect(snapshot.tabs.map(\.id) == ["home", "character", "episode", "location"])
        #expect(snapshot.tabs.map(\.title) == ["Home", "Characters", "Episodes", "Locations"])
        #expect(snapshot.tabs.map(\.front) == [false, true, false, false])
        #expect(
            snapshot.tabs.map(\.stack) == [
                ["home.main"], ["character.list", "character.detail(3)"], ["episode.list"], ["location.list"],
            ])
        #expect(snapshot.frontTop == "character.detail(3)")
    }

    @Test func nestedModalsAreListedWithTheirStyleDetentAndOwnStacks() {
        // Given About as a medium sheet over Home, a push inside it, and a cover over that
        session.coordinator.present(HomeIncomingNavigation.about, style: .sheet(detents: [.medium, .large]))
        let sheet = session.coordinator.deepest
        sheet.navigate(to: CharacterIncomingNavigation.detail(identifier: 2))
        sheet.present(CharacterIncomingNavigation.list, style: .fullScreenCover)

        let home = session.snapshot().tabs[0]

        #expect(
            home.modals == [
                NavigationSnapshot.Modal(
                    style: "sheet", detent: "medium", stack: ["home.about", "character.detail(2)"],
                    modals: [
                        NavigationSnapshot.Modal(style: "cover", detent: nil, stack: ["character.list"], modals: [])
                    ])
            ])
        #expect(session.snapshot().frontTop == "character.list")
    }

    @Test func aRedirectTakenIsLoggedWithItsAnswer() {
        session.selectTab(1)
        session.coordinator.navigate(to: CharacterOutgoingNavigation.episode(identifier: 1))

        #expect(
            session.snapshot().redirects == [
                NavigationSnapshot.Redirect(from: "character.episode(1)", to: "episode.detail(1)")
            ])
        #expect(session.snapshot().tabs[1].stack.last == "episode.detail(1)")
    }

    @Test func aRedirectWithNoAnswerIsLoggedAsNoneAndWrittenAsNull() {
        session.coordinator.present(HomeIncomingNavigation.about, style: .sheet())
        session.coordinator.deepest.navigate(to: HomeOutgoingNavigation.unconnected)

        let snapshot = session.snapshot()

        #expect(snapshot.redirects == [NavigationSnapshot.Redirect(from: "home.unconnected", to: nil)])
        #expect(snapshot.json.contains(#"{"from":"home.unconnected","to":null}"#))
        #expect(snapshot.lines().contains("  home.unconnected ⇒ no redirect → Not Found"))
    }

    @Test func linksAreLoggedWithTheFeatureThatResolvedThemOrNone() {
        session.open(url: "challenge://episode/detail/1")
        session.open(url: "challenge://nowhere/1")
        // A feature that is no tab resolved it: it said "no feature → Not Found" over Favourites
        session.open(url: "challenge://favorites")

        #expect(
            session.snapshot().links == [
                NavigationSnapshot.Link(url: "challenge://episode/detail/1", feature: "episode"),
                NavigationSnapshot.Link(url: "challenge://nowhere/1", feature: nil),
                NavigationSnapshot.Link(url: "challenge://favorites", feature: "favorites"),
            ])
    }

    @Test func theLatestEventsComeNewestFirstWithTheirProperties() {
        session.selectTab(2)

        let events = session.snapshot().events

        // The selection is reported once the tab's screen has appeared
        #expect(
            events.first
                == NavigationSnapshot.Event(name: "tab_selected", properties: ["tab": "episode", "action": "switched"]))
        #expect(events.map(\.name).contains("episode_list_viewed"))
        #expect(events.last?.name == "home_viewed")
    }

    @Test func theLogsKeepOnlyTheLatestEntries() {
        session.selectTab(1)
        for id in 1...(NavigationLog.capacity + 5) {
            session.coordinator.navigate(to: CharacterOutgoingNavigation.location(identifier: id))
        }

        let redirects = session.snapshot().redirects

        #expect(redirects.count == NavigationLog.capacity)
        #expect(redirects.first?.from == "character.location(6)")
        #expect(redirects.last?.from == "character.location(\(NavigationLog.capacity + 5))")
        #expect(session.snapshot().events.count == RecentEventsTracker.capacity)
    }

    @Test func aVeryDeepStackShowsItsRootAnEllipsisForWhatTheBoundLetGoAndItsTop() {
        session.selectTab(1)
        for id in 1...500 { session.coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: id)) }

        let stack = session.snapshot().tabs[1].stack

        #expect(stack.count == NavigationCoordinator.maximumDepth + 2)
        let oldestKept = 501 - NavigationCoordinator.maximumDepth
        #expect(stack.prefix(3) == ["character.list", "…", "character.detail(\(oldestKept))"])
        #expect(stack.last == "character.detail(500)")
    }

    @Test func theJSONReadsBackAsTheSameSnapshotWhateverTheText() throws {
        session.open(url: "challenge://character/detail/3")
        session.coordinator.present(HomeIncomingNavigation.about, style: .sheet(detents: [.medium, .large]))
        var snapshot = session.snapshot()
        snapshot.links.append(
            NavigationSnapshot.Link(url: "quote \" slash \\ newline \n escape \u{1B}[2J C1 \u{85} é", feature: nil))

        let json = snapshot.json

        #expect(!json.contains("\n") && !json.contains("\u{1B}") && !json.contains("\u{85}"))
        #expect(
            json.hasPrefix(#"{"tabs":[{"id":"home","title":"Home","front":false,"stack":["home.main"],"modals":[]}"#))
        #expect(NavigationSnapshot(json: json) == snapshot)
        #expect(NavigationSnapshot(json: #"{"tabs":"nope"}"#) == nil)
        #expect(NavigationSnapshot(json: "ok") == nil)
    }
}
