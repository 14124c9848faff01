/// One character, loaded by id.
public final class CharacterDetailViewModel: ScreenViewModelContract {
    public enum Phase: Equatable {
        case loading
        case loaded(CharacterModel)
        case failed(String)
    }

    public let identifier: Int
    public private(set) var phase: Phase = .loading
    private let navigator: any CharacterDetailNavigatorContract
    private let tracker: any CharacterDetailTrackerContract
    private let repository: any CharacterRepositoryContract
    private let scheduler: any SchedulerContract
    private var load: Cancellable?

    public init(
        identifier: Int,
        navigator: any CharacterDetailNavigatorContract,
        tracker: any CharacterDetailTrackerContract,
        repository: any CharacterRepositoryContract,
        scheduler: any SchedulerContract
    ) {
        self.identifier = identifier
        self.navigator = navigator
        self.tracker = tracker
        self.repository = repository
        self.scheduler = scheduler
    }

    public var title: String {
        if case .loaded(let character) = phase { return character.name }
        return "Character #\(identifier)"
    }

    public var isBusy: Bool { load != nil }

    public func didAppear() {
        tracker.track(.screenViewed(id: identifier))
        fetch(refresh: false)
    }

    public func didDisappear() {
        load?.cancel()
        load = nil
    }

    public func didTapRefresh() {
        tracker.track(.refresh(id: identifier))
        fetch(refresh: true)
    }

    public func didTapRetry() {
        guard case .failed = phase else { return }
        tracker.track(.retry(id: identifier))
        fetch(refresh: true)
    }

    public func didTapBack() {
        navigator.goBack()
    }

    private func fetch(refresh: Bool) {
        load?.cancel()
        load = nil
        if !refresh, let character = repository.cachedCharacter(id: identifier) {
            phase = .loaded(character)
            return
        }
        phase = .loading
        let repository = self.repository
        let identifier = self.identifier
        load = scheduler.run({ try await repository.character(id: identifier, refresh: refresh) }) { [weak self] result in
            guard let self else { return }
            load = nil
            switch result {
            case .success(let character):
                phase = .loaded(character)
            case .failure(let error):
                let message = String(describing: error)
                phase = .failed(message)
                tracker.track(.loadFailed(id: identifier, message: message))
            }
        }
    }
}
