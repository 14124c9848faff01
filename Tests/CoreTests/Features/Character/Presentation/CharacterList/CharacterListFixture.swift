import TestSupport
@testable import Core

/// A character list over mocks, on virtual time.
struct CharacterListFixture {
    let navigator = NavigatorMock()
    let tracker = TrackerMock()
    let repository = CharacterRepositoryMock()
    let scheduler = EventLoopScheduler(clock: .virtual)
    let recentSearches: InMemoryRecentSearchesStore

    init(recentSearches: [String] = []) {
        self.recentSearches = InMemoryRecentSearchesStore(recentSearches)
    }

    func makeList() -> CharacterListViewModel {
        CharacterContainer(repository: repository, scheduler: scheduler, tracker: tracker, recentSearches: recentSearches)
            .makeList(navigator: navigator)
    }

    /// A list showing `pages[1]` at once, answered from the mock's cache.
    func makeLoadedList(pages: [Int: CharacterPage]) -> CharacterListViewModel {
        repository.cacheEnabled = true
        repository.pages = pages
        let list = makeList()
        list.didAppear()
        return list
    }

    /// The names the repository was asked for, in order.
    var searchedNames: [String] { repository.requestedQueries.map(\.name) }

    /// The pages the repository was asked for, in order.
    var requestedPages: [Int] { repository.requestedQueries.map(\.page) }
}

extension CharacterPage {
    /// A page of the given ids, saying whether another follows.
    static func of(_ ids: ClosedRange<Int>, total: Int, hasNext: Bool) -> CharacterPage {
        CharacterPage(
            info: Info(count: total, pages: 2, next: hasNext ? "next" : nil, prev: nil),
            results: ids.map { CharacterModel.stub(id: $0) }
        )
    }
}

extension CharacterListViewModel {
    /// Replaces the search text the way a user would: erase it, then type.
    func retype(_ text: String) {
        for _ in 0..<search.text.count { didDeleteBackward() }
        didType(text)
    }
}
