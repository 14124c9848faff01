import TestSupport
import Testing

@testable import Core

/// The running app: screens derived from destinations, Back, and deep links.
@MainActor
@Suite struct AppSessionTests {
    private let session = AppSession(container: .test())

    @Test func startBuildsHome() {
        // When
        session.start()

        // Then
        #expect(session.screenNames == [["home"]])
        #expect(session.activeScreen is HomeViewModel)
    }

    @Test func aLinkOpenedBeforeStartWaits() {
        // When
        session.open(url: "challenge://character/detail/42")

        // Then
        #expect(session.coordinator.path.isEmpty)
        #expect(session.layers.map(\.screens.count) == [0])
    }

    @Test func aLinkOpenedBeforeStartIsAppliedAtStart() {
        // Given
        session.open(url: "challenge://character/detail/42")

        // When
        session.start()

        // Then the link's tab is in front with the link's stack over its root
        #expect(session.tabs.selected.id == "character")
        #expect(session.screenNames == [["list", "detail(42)"]])
    }

    @Test func backPopsTheTopScreen() {
        // Given
        session.start()
        session.open(url: "challenge://character/detail/42")

        // When
        let outcome = session.back()

        // Then
        #expect(outcome == .popped)
        #expect(session.screenNames == [["list"]])
    }

    @Test func backOnALinkedStackWalksBackToTheTabsRootAndStaysThere() {
        // Given
        session.start()
        session.open(url: "challenge://character/detail/42")

        // When
        let outcomes = [session.back(), session.back(), session.back()]

        // Then
        #expect(outcomes == [.popped, .atRoot, .atRoot])
        #expect(session.screenNames == [["list"]])
        #expect(session.tabs.selected.id == "character")
    }

    @Test func backDismissesAModalWhoseStackIsEmpty() {
        // Given
        session.start()
        session.open(url: "challenge://home/about")

        // When
        let outcome = session.back()

        // Then
        #expect(outcome == .dismissed)
        #expect(session.screenNames == [["home"]])
    }

    @Test func backPopsInsideAModalBeforeClosingIt() throws {
        // Given
        session.start()
        session.open(url: "challenge://home/about")
        let sheet = try #require(session.coordinator.sheet)
        sheet.coordinator.navigate(to: HomeOutgoingNavigation.unconnected)

        // When
        let outcome = session.back()

        // Then
        #expect(outcome == .popped)
        #expect(session.screenNames == [["home"], ["about"]])
    }

    @Test func backAtTheRootChangesNothing() {
        // Given
        session.start()
        let home = session.activeScreen
        var changes = 0
        session.onChange = { changes += 1 }

        // When
        let outcome = session.back()

        // Then
        #expect(outcome == .atRoot)
        #expect(changes == 0)
        #expect(session.screenNames == [["home"]])
        #expect(session.activeScreen === home)
    }

    @Test func aDeepLinkClosesAnOpenModalFirst() {
        // Given
        session.start()
        session.open(url: "challenge://home/about")

        // When
        session.open(url: "challenge://character/list")

        // Then the Characters tab is in front, and Home's modal stays where it was
        #expect(session.screenNames == [["list"]])
        #expect(session.coordinator.presentedModals.isEmpty)
        session.selectTab(0)
        #expect(session.screenNames == [["home"], ["about"]])
        session.open(url: "challenge://home")
        #expect(session.screenNames == [["home"]])
    }

    @Test func aModalOpenedByLinkIsALayerOfItsOwn() throws {
        // When
        session.start()
        session.open(url: "challenge://home/about")

        // Then
        #expect(session.screenNames == [["home"], ["about"]])
        let modal = try #require(session.layers.last?.modal)
        #expect(modal.navigation.style == .sheet(detents: [.medium, .large]))
        #expect(session.activeScreen is AboutViewModel)
    }

    @Test func anUnresolvedLinkShowsNotFoundNamingIt() {
        // Given
        session.start()

        // When
        session.open(url: "challenge://nowhere/at/all")

        // Then
        #expect(session.screenNames == [["home", "notFound(challenge://nowhere/at/all)"]])
    }

    @Test func aScreenIsKeptWhileItsEntryLives() throws {
        // Given
        session.start()
        session.open(url: "challenge://character/list")
        let list = try #require(session.activeScreen as? CharacterListViewModel)
        list.content.pages.select(3)
        list.didSelect()
        #expect(session.screenNames == [["list", "detail(4)"]])

        // When
        session.back()

        // Then
        #expect(session.activeScreen === list)
        #expect(list.content.pages.selection.selected == 3)
    }

    @Test func aPoppedScreenIsBuiltAfreshWhenPushedAgain() throws {
        // Given
        session.start()
        session.open(url: "challenge://character/detail/5")
        let first = try #require(session.activeScreen as? CharacterDetailViewModel)
        session.back()

        // When
        session.coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 5))

        // Then
        let second = try #require(session.activeScreen as? CharacterDetailViewModel)
        #expect(first !== second)
    }

    @Test func aFilterOpenedByLinkHandsItsResultToTheListBeneath() throws {
        // Given
        session.start()
        session.open(url: "challenge://character/filter")
        #expect(session.screenNames == [["list"], ["filter"]])
        let list = try #require(session.layers.first?.top as? CharacterListViewModel)
        let filter = try #require(session.activeScreen as? CharacterFilterViewModel)

        // When
        filter.didCycleChoice(by: 1)
        filter.didTapApply()

        // Then
        #expect(list.filter.status == .alive)
        #expect(session.screenNames == [["list"]])
    }

    @Test func onChangeIsToldAfterScreensWereRebuilt() {
        // Given
        session.start()
        var namesSeen: [[String]] = []
        session.onChange = { [session] in namesSeen = session.screenNames }

        // When
        session.open(url: "challenge://character/list")

        // Then
        #expect(namesSeen == [["list"]])
    }
}

@MainActor
extension AppSession {
    /// Each layer's screens, bottom first, named for assertions.
    fileprivate var screenNames: [[String]] {
        layers.map { $0.screens.map(Self.name(of:)) }
    }

    private static func name(of screen: any ScreenViewModelContract) -> String {
        switch screen {
        case is HomeViewModel: "home"
        case is AboutViewModel: "about"
        case is CharacterListViewModel: "list"
        case let detail as CharacterDetailViewModel: "detail(\(detail.identifier))"
        case is CharacterFilterViewModel: "filter"
        case let notFound as NotFoundViewModel: notFound.url.map { "notFound(\($0))" } ?? "notFound"
        default: "\(type(of: screen))"
        }
    }
}
