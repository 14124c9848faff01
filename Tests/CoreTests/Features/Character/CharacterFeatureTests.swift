import Foundation
import TestSupport
import Testing

@testable import Core

/// `challenge://character/…`: each link builds the stack a user would have walked.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CharacterDeepLinkHandlerTests {
    private let handler = CharacterDeepLinkHandler()

    private func resolve(_ link: String) throws -> DeepLinkDestination? {
        handler.resolve(try #require(URL(string: link)))
    }

    @Test(arguments: ["challenge://character/list", "challenge://character/list/", "challenge://Character/list?x=1"])
    func listResolvesToTheList(_ link: String) throws {
        // When
        let destination = try resolve(link)

        // Then
        #expect(destination == DeepLinkDestination(stack: [CharacterIncomingNavigation.list]))
    }

    @Test func detailSitsOnTheList() throws {
        // When
        let destination = try resolve("challenge://character/detail/42")

        // Then
        #expect(
            destination
                == DeepLinkDestination(stack: [
                    CharacterIncomingNavigation.list, CharacterIncomingNavigation.detail(identifier: 42),
                ]))
    }

    @Test func theLargestNineDigitIDIsAccepted() throws {
        // When
        let destination = try resolve("challenge://character/detail/999999999")

        // Then
        #expect(destination?.stack.last == AnyNavigation(CharacterIncomingNavigation.detail(identifier: 999_999_999)))
    }

    @Test func detailWithoutAnIDIsNotResolved() throws {
        // When / Then
        #expect(try resolve("challenge://character/detail") == nil)
    }

    @Test(arguments: [
        "abc", "-1", "0", "1e3", "99999999999", "+1", "0x1", "1.5", "%EF%BC%94%EF%BC%92", "%201", "0000000042",
    ])
    func detailWithAnInvalidIDIsNotResolved(_ id: String) throws {
        // When / Then
        #expect(try resolve("challenge://character/detail/\(id)") == nil)
    }

    @Test func filterPresentsTheFilterOverTheList() throws {
        // When
        let destination = try #require(try resolve("challenge://character/filter"))

        // Then
        #expect(destination.stack == [AnyNavigation(CharacterIncomingNavigation.list)])
        let modal = try #require(destination.modal)
        #expect(modal.style == .sheet(detents: [.medium, .large]))
        guard case .filter(let request) = modal.destination.wrapped as? CharacterIncomingNavigation else {
            Issue.record("expected the filter, got \(modal.destination)")
            return
        }
        #expect(request.onApply == nil)
        #expect(request.current == .none)
    }

    @Test(arguments: [
        "challenge://character", "challenge://character/planets", "challenge://character/list/extra",
        "challenge://character/detail/42/more", "challenge://character/filter/status",
    ])
    func anUnknownPathIsNotResolved(_ link: String) throws {
        // When / Then
        #expect(try resolve(link) == nil)
    }

    @Test(arguments: ["challenge://home/list", "https://character/list", "challenge:/character/list"])
    func aLinkForAnotherHandlerIsNotResolved(_ link: String) throws {
        // When / Then
        #expect(try resolve(link) == nil)
    }
}

/// The character list's moves in navigation terms, over `NavigatorMock`.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CharacterListNavigatorTests {
    @Test func openingADetailPushesThatCharacter() {
        // Given
        let navigator = NavigatorMock()
        let sut = CharacterListNavigator(navigator: navigator)

        // When
        sut.openDetail(identifier: 42)

        // Then
        #expect(navigator.navigatedDestinations == [AnyNavigation(CharacterIncomingNavigation.detail(identifier: 42))])
        #expect(navigator.presentedModals.isEmpty)
    }

    @Test func openingTheFilterPresentsASheetCarryingTheCurrentFilterAndTheHandler() throws {
        // Given
        let navigator = NavigatorMock()
        let sut = CharacterListNavigator(navigator: navigator)
        let current = CharacterFilter(status: .alive, species: "Human")
        var applied: [CharacterFilter] = []
        let handler = ResultHandler<CharacterFilter> { applied.append($0) }

        // When
        sut.openFilter(current: current, onApply: handler)

        // Then
        let modal = try #require(navigator.presentedModals.first)
        #expect(modal.style == .sheet(detents: [.medium, .large]))
        let destination = try #require(modal.destination.wrapped as? CharacterIncomingNavigation)
        guard case .filter(let request) = destination else {
            Issue.record("expected the filter, got \(destination)")
            return
        }
        #expect(request.current == current)
        request.onApply?.deliver(CharacterFilter(gender: .female))
        #expect(applied == [CharacterFilter(gender: .female)])
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct CharacterDetailViewModelTests {
    private let navigator = NavigatorMock()
    private let tracker = TrackerMock()
    private let repository = RecordSourceMock<CharacterModel>(noun: "character")
    private let scheduler = EventLoopScheduler(clock: .virtual)
    private let viewModel: CharacterDetailViewModel

    init() {
        viewModel = CharacterContainer(
            source: repository, episodes: .none, places: .none, reachable: .all, scheduler: scheduler,
            tracker: tracker, recentSearches: InMemoryRecentSearchesStore()
        ).makeDetail(identifier: 7, navigator: navigator)
    }

    private var isSettled: Bool { viewModel.detail.phase != .loading }

    @Test func appearingLoadsTheCharacter() async {
        // Given
        let character = CharacterModel.stub(id: 7, name: "Mr. Meeseeks")
        repository.records[7] = character

        // When
        viewModel.didAppear()
        let busyWhileLoading = viewModel.isBusy
        await scheduler.settle(until: { isSettled })

        // Then
        #expect(busyWhileLoading)
        #expect(viewModel.record == character)
        #expect(viewModel.title == "Mr. Meeseeks")
        #expect(!viewModel.isBusy)
    }

    @Test func aCharacterAtHandShowsAtOnce() {
        // Given
        repository.cacheEnabled = true
        repository.records[7] = .stub(id: 7)

        // When
        viewModel.didAppear()

        // Then
        #expect(viewModel.record == .stub(id: 7))
        #expect(!viewModel.isBusy)
    }

    @Test func aFailedLoadSaysWhy() async {
        // When
        viewModel.didAppear()
        await scheduler.settle(until: { isSettled })

        // Then
        #expect(viewModel.detail.phase == .failed("There is no character #7.", canRetry: false))
        #expect(viewModel.title == "Character #7")
        #expect(tracker.names == ["character_detail_viewed", "character_detail_error"])
    }

    @Test func aFailedLoadCanBeRetried() async {
        // Given a failure that can pass
        repository.pageError = RecordError.server(.timedOut)
        viewModel.didAppear()
        await scheduler.settle(until: { isSettled })
        repository.pageError = nil
        repository.records[7] = .stub(id: 7)

        // When
        viewModel.didTapRetry()
        await scheduler.settle(until: { isSettled })

        // Then
        #expect(viewModel.record == .stub(id: 7))
        #expect(tracker.events(of: CharacterDetailEvent.self).contains(CharacterDetailEvent(.retry(id: 7))))
    }

    @Test func aDefiniteAnswerIsNotRetried() async {
        // Given "there is no character #7", a 404 that will not change
        viewModel.didAppear()
        await scheduler.settle(until: { isSettled })
        #expect(viewModel.detail.phase == .failed("There is no character #7.", canRetry: false))

        // When retry is asked for anyway
        viewModel.didTapRetry()

        // Then nothing is tried again, and the screen offers no retry
        #expect(!viewModel.isBusy)
        #expect(!tracker.names.contains("character_detail_retry"))
        #expect(viewModel.detail.phase == .failed("There is no character #7.", canRetry: false))
    }

    @Test func retryWhenLoadedDoesNothing() {
        // Given
        repository.cacheEnabled = true
        repository.records[7] = .stub(id: 7)
        viewModel.didAppear()

        // When
        viewModel.didTapRetry()

        // Then
        #expect(viewModel.record == .stub(id: 7))
        #expect(!viewModel.isBusy)
        #expect(tracker.names == ["character_detail_viewed"])
    }

    @Test func aResultArrivingAfterTheScreenIsGoneIsDropped() async {
        // Given
        repository.records[7] = .stub(id: 7)
        let delivered = scheduler.watchDeliveries()
        viewModel.didAppear()

        // When
        viewModel.didDisappear()
        let arrived = await delivered.wait()
        let ran = scheduler.drain()

        // Then
        #expect(arrived)
        #expect(!ran)
        #expect(viewModel.detail.phase == .loading)
        #expect(!viewModel.isBusy)
    }

    @Test func placesAndEpisodesAreLinksThatLeaveThroughCharactersOwnOutgoing() {
        // Given a character from somewhere known, in two episodes the app layer names
        repository.records[7] = .stub(
            id: 7, episodeIDs: [1, 28], origin: .init(name: "Earth (C-137)", id: 1),
            location: .init(name: "unknown", id: nil))
        repository.cacheEnabled = true
        let episodes = LinkedRecords(
            cached: { $0.map { LinkedRecord(id: $0, title: "Episode \($0)", detail: "S0\($0)") } }, load: { _ in [] })
        let places = LinkedRecords(cached: { $0.map { LinkedRecord(id: $0, title: "Place \($0)") } }, load: { _ in [] })
        let viewModel = CharacterDetailViewModel(
            identifier: 7, source: repository, episodes: episodes, places: places, reachable: .all,
            navigator: CharacterDetailNavigator(navigator: navigator),
            tracker: CharacterDetailTracker(tracker: tracker),
            scheduler: scheduler
        )
        viewModel.didAppear()

        // When the origin, then the second episode, are opened
        viewModel.didActivateLink()
        viewModel.detail.move(by: 2)
        viewModel.didActivateLink()

        // Then: an unknown place is a field, not a link; the links ask for Character's Outgoing cases
        #expect(viewModel.detail.sections.map(\.heading) == ["Places", "Episodes (2)"])
        #expect(viewModel.detail.links.map(\.title) == ["Earth (C-137)", "Episode 1", "Episode 28"])
        #expect(viewModel.detail.fields.contains { $0.label == "Location" && $0.value == "unknown" })
        #expect(
            navigator.navigatedDestinations == [
                AnyNavigation(CharacterOutgoingNavigation.location(identifier: 1)),
                AnyNavigation(CharacterOutgoingNavigation.episode(identifier: 28)),
            ])
    }

    @Test func aFailedRefreshKeepsTheCharacterAndSaysWhy() async {
        // Given a character on screen
        repository.records[7] = .stub(id: 7)
        viewModel.didAppear()
        await scheduler.settle(until: { isSettled })

        // When a refresh fails
        repository.pageError = RecordError.server(.timedOut)
        viewModel.didTapRefresh()
        await scheduler.settle(until: { !viewModel.isBusy })

        // Then the character stays, with the failure beside it
        #expect(viewModel.record == .stub(id: 7))
        #expect(viewModel.title == "Character 7")
        #expect(viewModel.refreshFailure == "The server did not answer in time.")
        #expect(viewModel.detail.fields.isEmpty == false)
    }
}

/// The character detail's moves in navigation terms, over `NavigatorMock`.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CharacterDetailNavigatorTests {
    @Test func episodesAndPlacesLeaveThroughCharactersOutgoing() {
        // Given
        let navigator = NavigatorMock()
        let sut = CharacterDetailNavigator(navigator: navigator)

        // When
        sut.openEpisode(identifier: 1)
        sut.openLocation(identifier: 3)

        // Then
        #expect(
            navigator.navigatedDestinations == [
                AnyNavigation(CharacterOutgoingNavigation.episode(identifier: 1)),
                AnyNavigation(CharacterOutgoingNavigation.location(identifier: 3)),
            ])
        #expect(navigator.goBackCount == 0)
        #expect(navigator.presentedModals.isEmpty)
    }
}
