import Testing
import TestSupport
@testable import Core

@Suite struct CharacterDetailViewModelTests {
    private let navigator = NavigatorMock()
    private let tracker = TrackerMock()
    private let repository = CharacterRepositoryMock()
    private let scheduler = EventLoopScheduler(clock: .virtual)
    private let viewModel: CharacterDetailViewModel

    init() {
        viewModel = CharacterContainer(
            repository: repository, scheduler: scheduler, tracker: tracker, recentSearches: InMemoryRecentSearchesStore()
        ).makeDetail(identifier: 7, navigator: navigator)
    }

    private var isSettled: Bool { viewModel.phase != .loading }

    @Test func appearingLoadsTheCharacter() async {
        // Given
        let character = CharacterModel.stub(id: 7, name: "Mr. Meeseeks")
        repository.characters[7] = character

        // When
        viewModel.didAppear()
        let busyWhileLoading = viewModel.isBusy
        await scheduler.settle(until: { isSettled })

        // Then
        #expect(busyWhileLoading)
        #expect(viewModel.phase == .loaded(character))
        #expect(viewModel.title == "Mr. Meeseeks")
        #expect(!viewModel.isBusy)
    }

    @Test func aCharacterAtHandShowsAtOnce() {
        // Given
        repository.cacheEnabled = true
        repository.characters[7] = .stub(id: 7)

        // When
        viewModel.didAppear()

        // Then
        #expect(viewModel.phase == .loaded(.stub(id: 7)))
        #expect(!viewModel.isBusy)
    }

    @Test func aFailedLoadSaysWhy() async {
        // When
        viewModel.didAppear()
        await scheduler.settle(until: { isSettled })

        // Then
        #expect(viewModel.phase == .failed("There is no character #7."))
        #expect(viewModel.title == "Character #7")
        #expect(tracker.names == ["character_detail_viewed", "character_detail_error"])
    }

    @Test func aFailedLoadCanBeRetried() async {
        // Given a failure that can pass
        repository.pageError = CharacterRepositoryError.timedOut
        viewModel.didAppear()
        await scheduler.settle(until: { isSettled })
        repository.pageError = nil
        repository.characters[7] = .stub(id: 7)

        // When
        viewModel.didTapRetry()
        await scheduler.settle(until: { isSettled })

        // Then
        #expect(viewModel.phase == .loaded(.stub(id: 7)))
        #expect(tracker.events(of: CharacterDetailEvent.self).contains(.retry(id: 7)))
    }

    @Test func aDefiniteAnswerIsNotRetried() async {
        // Given "there is no character #7", a 404 that will not change
        viewModel.didAppear()
        await scheduler.settle(until: { isSettled })
        #expect(viewModel.phase == .failed("There is no character #7."))

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
        repository.characters[7] = .stub(id: 7)
        viewModel.didAppear()

        // When
        viewModel.didTapRetry()

        // Then
        #expect(viewModel.phase == .loaded(.stub(id: 7)))
        #expect(!viewModel.isBusy)
        #expect(tracker.names == ["character_detail_viewed"])
    }

    @Test func aResultArrivingAfterTheScreenIsGoneIsDropped() async {
        // Given
        repository.characters[7] = .stub(id: 7)
        let delivered = scheduler.watchDeliveries()
        viewModel.didAppear()

        // When
        viewModel.didDisappear()
        let arrived = await delivered.wait()
        let ran = scheduler.drain()

        // Then
        #expect(arrived)
        #expect(!ran)
        #expect(viewModel.phase == .loading)
        #expect(!viewModel.isBusy)
    }

    @Test func backGoesBack() {
        // When
        viewModel.didTapBack()

        // Then
        #expect(navigator.goBackCount == 1)
    }
}
