import Foundation
import TestSupport
import Testing

@testable import Core

@MainActor
@Suite(.timeLimit(.minutes(1))) struct CharacterDetailViewModelTests {
    private let navigator = NavigatorMock()
    private let tracker = TrackerMock()
    private let repository = RecordSourceMock<CharacterModel>(noun: "character")
    private let scheduler = EventLoopScheduler(clock: .virtual)
    private let viewModel: CharacterDetailViewModel

    init() {
        viewModel = CharacterContainer(
            source: repository, links: (episodes: .none, places: .none), reachable: .all, scheduler: scheduler,
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
            identifier: 7, source: repository, links: (episodes, places), reachable: .all,
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
