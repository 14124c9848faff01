import TestSupport
import Testing

@testable import Core

/// The third modal style: a question in its own coordinator, answered once, never saved.
@MainActor
@Suite struct AlertTests {
    private let coordinator = NavigationCoordinator(redirector: AppNavigationRedirect())

    private func question(_ answers: @escaping (AlertAnswer) -> Void) -> AlertNavigation {
        AlertNavigation(title: "Forget?", message: "Really.", confirmTitle: "Forget", onAnswer: ResultHandler(answers))
    }

    @Test func anAlertIsPresentedAboveEverythingWithItsOwnCoordinator() throws {
        // Given a sheet and a cover
        coordinator.present(HomeIncomingNavigation.about, style: .sheet())
        coordinator.present(HomeIncomingNavigation.about, style: .fullScreenCover)

        // When an alert is presented
        coordinator.present(question { _ in }, style: .alert)

        // Then it is the last modal drawn and the deepest coordinator; Back-dismiss closes it first
        let alert = try #require(coordinator.alert)
        #expect(coordinator.presentedModals.last === alert)
        #expect(coordinator.deepest === alert.coordinator)
        coordinator.dismiss()
        #expect(coordinator.alert == nil)
        #expect(coordinator.fullScreenCover != nil)
        #expect(coordinator.sheet != nil)
    }

    @Test func goingBackToTheRootOrAResetClosesTheAlert() {
        coordinator.present(question { _ in }, style: .alert)
        #expect(!coordinator.isAtRoot)
        coordinator.goBackToRoot()
        #expect(coordinator.alert == nil)
        coordinator.present(question { _ in }, style: .alert)
        coordinator.reset(path: [])
        #expect(coordinator.alert == nil)
    }

    @Test func confirmingAnswersOnceAndClosesTheAlert() {
        var answers: [AlertAnswer] = []
        coordinator.present(question { answers.append($0) }, style: .alert)
        let child = coordinator.alert!.coordinator
        let alert = AlertViewModel(
            question: coordinator.alert!.navigation.destination.wrapped as! AlertNavigation, navigator: child)

        alert.didConfirm()
        alert.didCancel()
        alert.didDisappear()

        #expect(answers == [.confirmed])
        #expect(coordinator.alert == nil)
    }

    @Test func leavingWithoutAnAnswerIsACancel() {
        var answers: [AlertAnswer] = []
        let alert = AlertViewModel(question: question { answers.append($0) }, navigator: NavigatorMock())
        alert.didDisappear()
        alert.didConfirm()
        #expect(answers == [.cancelled])
        #expect(alert.title == "Forget?")
    }

    @Test func theSessionBuildsTheAlertAndBackCancelsIt() throws {
        // Given an alert over Home in the running app
        let session = AppSession(container: .test())
        session.start()
        var answers: [AlertAnswer] = []
        session.coordinator.ask("Forget?", message: "Really.", confirm: "Forget") { answers.append($0) }
        #expect(session.activeScreen is AlertViewModel)
        #expect(session.layers.last?.modal?.navigation.style == .alert)

        // When Back is pressed
        #expect(session.back() == .dismissed)

        // Then the alert is gone, its answer a cancel, and nothing of it is saved
        #expect(answers == [.cancelled])
        #expect(session.layers.count == 1)
        session.coordinator.ask("Forget?", message: "Really.", confirm: "Forget") { _ in }
        #expect(session.savedNavigation().tabs.allSatisfy { $0.stack.modals.isEmpty })
    }

    @Test func aListAsksBeforeForgettingAllItsRecentSearches() throws {
        // Given the characters list with two remembered searches, its field focused
        let storage = InMemoryStateStorage()
        storage.recentSearches(named: "recent-searches.json").save(["rick", "morty"])
        let scheduler = EventLoopScheduler(clock: .virtual)
        let environment = AppEnvironment(scheduler: scheduler, tracker: TrackerMock(), storage: storage)
        let session = AppSession(
            container: try AppComposition.makeContainer(data: .embedded, environment: environment).readyForTests())
        session.start()
        session.selectTab(1)
        let list = try #require(session.activeScreen as? CharacterListViewModel)
        list.content.search.focus()

        // When forgetting all is asked and then cancelled, nothing is forgotten
        list.content.search.forgetAllRecent()
        let alert = try #require(session.activeScreen as? AlertViewModel)
        #expect(alert.question.message.contains("all 2 searches"))
        alert.didCancel()
        #expect(list.content.search.recent == ["rick", "morty"])

        // When it is asked and confirmed, every search is forgotten, on disk too
        list.content.search.forgetAllRecent()
        try #require(session.activeScreen as? AlertViewModel).didConfirm()
        scheduler.frameIsOut()
        #expect(list.content.search.recent.isEmpty)
        #expect(storage.recentSearches(named: "recent-searches.json").load().isEmpty)
        #expect(session.activeScreen === list)
    }
}
