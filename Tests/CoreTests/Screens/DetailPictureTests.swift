import Core
import Foundation
import TestSupport
import Testing

/// A detail screen's picture: asked for once the record is there, counted as work while it
/// loads, cancelled when the screen goes, and a placeholder's initials whatever happens.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct DetailPictureTests {
    private let repository = RecordSourceMock<CharacterModel>(noun: "character")
    private let scheduler = EventLoopScheduler(clock: .virtual)
    private static let url = "http://127.0.0.1/avatar/7.jpeg"
    private static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0])

    private func detail(images: (any ImageSourceContract)?) -> CharacterDetailViewModel {
        repository.records[7] = .stub(id: 7, name: "Mr. Meeseeks", image: Self.url)
        return CharacterContainer(
            source: repository, links: (episodes: .none, places: .none), reachable: .all, scheduler: scheduler,
            tracker: TrackerMock(), recentSearches: InMemoryRecentSearchesStore(), images: images
        ).makeDetail(identifier: 7, navigator: NavigatorMock())
    }

    @Test func theRecordsPictureIsLoadedBesideIt() async {
        // Given
        let images = ImageSourceMock([Self.url: Self.jpeg])
        let viewModel = detail(images: images)

        // When
        viewModel.didAppear()
        await scheduler.settle(until: { viewModel.detail.picture?.phase != .loading && viewModel.record != nil })

        // Then
        #expect(viewModel.detail.picture == DetailPicture(url: Self.url, initials: "MM", phase: .loaded(Self.jpeg)))
        #expect(images.asked == [Self.url])
        #expect(!viewModel.isBusy)
    }

    @Test func aPictureThatCannotBeHadLeavesThePlaceholder() async {
        let viewModel = detail(images: ImageSourceMock())
        viewModel.didAppear()
        await scheduler.settle(until: { viewModel.detail.picture?.phase == .failed })
        #expect(viewModel.detail.picture?.initials == "MM")
        #expect(viewModel.detail.fields.contains { $0.label == "Species" })
    }

    @Test func aFailedPictureIsAskedAgainOnRefreshWhateverTheSourceRemembers() async {
        // Given a picture that failed (a 500 once), then came to be
        let images = ImageSourceMock()
        let viewModel = detail(images: images)
        viewModel.didAppear()
        await scheduler.settle(until: { viewModel.detail.picture?.phase == .failed })
        images.serve(Self.jpeg, at: Self.url)

        // When r is pressed (it fetched the record again and never the picture)
        viewModel.didTapRefresh()
        await scheduler.settle(until: { viewModel.detail.picture?.phase == .loaded(Self.jpeg) })

        // Then it was asked again as a person asks, past any failure remembered
        #expect(images.asked == [Self.url, Self.url])
        #expect(images.askedAgain == [false, true])
        #expect(viewModel.detail.picture?.phase == .loaded(Self.jpeg))
    }

    @Test func aPictureShownIsNotAskedAgainOnRefresh() async {
        let images = ImageSourceMock([Self.url: Self.jpeg])
        let viewModel = detail(images: images)
        viewModel.didAppear()
        await scheduler.settle(until: { viewModel.detail.picture?.phase == .loaded(Self.jpeg) })
        viewModel.didTapRefresh()
        await scheduler.settle(until: { !viewModel.isBusy })
        #expect(images.asked == [Self.url])
    }

    @Test func withoutAnImageSourceThePlaceholderStaysAndNothingIsAsked() async {
        let viewModel = detail(images: nil)
        viewModel.didAppear()
        await scheduler.settle(until: { viewModel.record != nil })
        #expect(viewModel.detail.picture?.phase == .failed)
        #expect(!viewModel.isBusy)
    }

    @Test func aPictureLoadingWhileTheScreenGoesIsCancelledAndAskedAgainOnReturn() async {
        // Given: a download held open
        let gate = Gate()
        let images = ImageSourceMock([Self.url: Self.jpeg], gate: gate)
        let viewModel = detail(images: images)
        viewModel.didAppear()
        await scheduler.settle(until: { viewModel.record != nil && images.asked.count == 1 })
        let pendingBefore = scheduler.pendingWork

        // When
        viewModel.didDisappear()

        // Then: its work is called off, and coming back asks again
        #expect(pendingBefore == 1)
        #expect(scheduler.pendingWork == 0)
        #expect(viewModel.detail.picture == nil)
        gate.open()
        viewModel.didAppear()
        await scheduler.settle(until: { viewModel.detail.picture?.phase == .loaded(Self.jpeg) })
        #expect(images.asked == [Self.url, Self.url])
    }

    @Test(arguments: [
        ("Rick Sanchez", "RS"), ("Mr. Poopybutthole", "MP"), ("Summer", "S"), ("", "?"),
        ("Ants in my Eyes Johnson", "AJ"),
    ])
    func initialsAreTheFirstAndLastWordsFirstLetters(name: String, initials: String) {
        #expect(DetailPicture.initials(of: name) == initials)
    }
}
