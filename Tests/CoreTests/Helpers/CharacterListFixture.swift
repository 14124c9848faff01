import Foundation
import TestSupport

@testable import Core

/// A character list over mocks, on virtual time.
@MainActor
struct CharacterListFixture {
    let navigator = NavigatorMock()
    let tracker = TrackerMock()
    let repository = RecordSourceMock<CharacterModel>(noun: "character")
    let scheduler = EventLoopScheduler(clock: .virtual)
    let recentSearches: InMemoryRecentSearchesStore

    init(recentSearches: [String] = []) {
        self.recentSearches = InMemoryRecentSearchesStore(recentSearches)
    }

    func makeList() -> CharacterListViewModel {
        CharacterContainer(
            source: repository, links: (episodes: .none, places: .none), reachable: .all, scheduler: scheduler,
            tracker: tracker,
            recentSearches: recentSearches
        )
        .makeList(navigator: navigator)
    }

    /// A list showing `pages[1]` at once, answered from the mock's cache.
    func makeLoadedList(pages: [Int: ListPage<CharacterModel>]) -> CharacterListViewModel {
        repository.cacheEnabled = true
        repository.pages = pages
        let list = makeList()
        list.didAppear()
        return list
    }

    /// The names the source was asked for, in order.
    var searchedNames: [String] { repository.requested.map(\.query.name) }

    /// The pages the source was asked for, in order.
    var requestedPages: [Int] { repository.requested.map(\.page) }

    /// The filters' parameters the source was asked with, in order.
    var requestedFilters: [[URLQueryItem]] { repository.requested.map(\.query.filter.parameters) }
}

@MainActor
extension ListPage where Item == CharacterModel {
    /// A page of the given ids, saying whether another follows.
    static func of(_ ids: ClosedRange<Int>, total: Int, hasNext: Bool) -> ListPage {
        ListPage(items: ids.map { CharacterModel.stub(id: $0) }, total: total, hasNext: hasNext)
    }
}

@MainActor
extension CharacterListViewModel {
    /// Replaces the search text the way a user would: erase it, then type.
    func retype(_ text: String) {
        for _ in 0..<content.search.field.text.count { content.search.edit(.deleteBackward) }
        content.search.edit(.insert(text))
    }
}
