import Foundation
import TestSupport
import Testing

@testable import Core

/// The Characters filter's own fields over the shared form (FilterFormScreenTests has the form).
@MainActor
@Suite struct CharacterFilterViewModelTests {
    private let navigator = NavigatorMock()
    private let tracker = TrackerMock()
    private let results = Results()

    /// What the presenter was handed back.
    private final class Results {
        var delivered: [CharacterFilter] = []
    }

    private func makeFilter(current: CharacterFilter = .none) -> CharacterFilterViewModel {
        let results = self.results
        return CharacterFilterViewModel(
            current: current,
            onApply: ResultHandler { results.delivered.append($0) },
            navigator: FilterFormNavigator(navigator: navigator),
            tracker: CharacterFilterTracker(tracker: tracker)
        )
    }

    @Test func applyHandsTheDraftBackAndCloses() {
        // Given
        let viewModel = makeFilter()
        viewModel.didCycleChoice(by: 1)

        // When
        viewModel.didTapApply()

        // Then
        #expect(results.delivered == [CharacterFilter(status: .alive)])
        #expect(navigator.dismissCount == 1)
        #expect(
            tracker.events(of: CharacterFilterEvent.self) == [
                CharacterFilterEvent(.applied(CharacterFilter(status: .alive)))
            ])
    }

    @Test func theFormStartsFromTheCurrentFilter() {
        // When
        let viewModel = makeFilter(current: CharacterFilter(gender: .female, species: "Alien"))

        // Then
        #expect(viewModel.value(of: \.status) == "any")
        #expect(viewModel.value(of: \.gender) == "Female")
        #expect(viewModel.value(of: \.species) == "Alien")
    }

    @Test func cyclingAChoiceGoesThroughEveryOptionAndBackToAny() {
        // Given
        let viewModel = makeFilter()
        var seen: [CharacterFilter.Status?] = []

        // When
        for _ in 0..<4 {
            viewModel.didCycleChoice(by: 1)
            seen.append(viewModel.draft.status)
        }

        // Then
        #expect(seen == [.alive, .dead, .unknown, nil])
    }

    @Test func cyclingBackFromAnyReachesTheLastOption() {
        // Given
        let viewModel = makeFilter()
        viewModel.didFocus(\.gender)

        // When
        viewModel.didCycleChoice(by: -1)

        // Then
        #expect(viewModel.draft.gender == .unknown)
    }

    @Test func typingEditsTheFocusedTextField() {
        // Given
        let viewModel = makeFilter()
        viewModel.didFocus(\.species)

        // When
        viewModel.didType("Humx")
        viewModel.didDeleteBackward()

        // Then
        #expect(viewModel.draft.species == "Hum")
        #expect(viewModel.draft.type == "")
    }

    @Test func focusWrapsAroundTheFields() {
        // Given
        let viewModel = makeFilter()

        // When
        viewModel.didMoveFocus(by: -1)

        // Then
        #expect(viewModel.focus == \.type)
    }
}

/// The Filter modal, seen from the list that opens it.
@MainActor
@Suite struct CharacterListViewModelFilterTests {
    private let fixture = CharacterListFixture()
    private let filterNavigator = NavigatorMock()

    /// Opens the filter from `list` and builds the modal's screen the way the feature does.
    private func openFilter(from list: CharacterListViewModel) throws -> CharacterFilterViewModel {
        list.didTapFilter()
        let modal = try #require(fixture.navigator.presentedModals.last)
        guard case .filter(let request) = modal.destination.wrapped as? CharacterIncomingNavigation else {
            Issue.record("expected the filter, got \(modal.destination)")
            throw FilterNotPresented()
        }
        return CharacterContainer(
            source: fixture.repository, links: (episodes: .none, places: .none), reachable: .all,
            scheduler: fixture.scheduler,
            tracker: fixture.tracker,
            recentSearches: fixture.recentSearches
        ).makeFilter(current: request.current, onApply: request.onApply, navigator: filterNavigator)
    }

    private struct FilterNotPresented: Error {}

    @Test func theFilterIsPresentedAsAGrowableSheetWithAHandler() throws {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])

        // When
        list.didTapFilter()

        // Then
        let modal = try #require(fixture.navigator.presentedModals.first)
        #expect(modal.style == .sheet(detents: [.medium, .large]))
        guard case .filter(let request) = modal.destination.wrapped as? CharacterIncomingNavigation else {
            Issue.record("expected the filter, got \(modal.destination)")
            return
        }
        #expect(request.current == .none)
        #expect(request.onApply != nil)
        #expect(fixture.tracker.names.contains("character_list_filter_opened"))
    }

    @Test func anAppliedFilterReachesTheList() throws {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])
        let filter = try openFilter(from: list)
        filter.didCycleChoice(by: 1)

        // When
        filter.didTapApply()

        // Then
        #expect(list.filter == CharacterFilter(status: .alive))
        #expect(filterNavigator.dismissCount == 1)
        #expect(fixture.requestedFilters.last == CharacterFilter(status: .alive).query.parameters)
    }

    @Test func closingTheFilterHandsBackNothing() throws {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])
        let filter = try openFilter(from: list)
        filter.didCycleChoice(by: 1)
        let queriesBefore = fixture.requestedFilters

        // When
        filter.didTapClose()

        // Then
        #expect(list.filter == .none)
        #expect(filterNavigator.dismissCount == 1)
        #expect(fixture.requestedFilters == queriesBefore)
    }

    @Test func reopeningStartsFromTheAppliedFilter() throws {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])
        let first = try openFilter(from: list)
        first.didFocus(\.gender)
        first.didCycleChoice(by: 1)
        first.didTapApply()

        // When
        let second = try openFilter(from: list)

        // Then
        #expect(second.draft == CharacterFilter(gender: .female))
    }

    @Test func applyingTheSameFilterDoesNotReload() throws {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])
        let filter = try openFilter(from: list)
        let queriesBefore = fixture.requestedFilters

        // When
        filter.didTapApply()

        // Then
        #expect(fixture.requestedFilters == queriesBefore)
    }
}

/// The filter as the public API applies it, served from a catalog in memory: the filter is
/// the records machinery's query, a predicate here.
@MainActor
@Suite struct CharacterFilterQueryTests {
    private let source = CharacterSource.local([
        .stub(id: 1, name: "Rick Sanchez", status: "Alive", species: "Human", gender: "Male"),
        .stub(id: 2, name: "Morty Smith", status: "Alive", species: "Human", gender: "Male"),
        .stub(id: 3, name: "Evil Rick", status: "Dead", species: "Humanoid", type: "Evil Clone", gender: "Male"),
        .stub(id: 4, name: "Summer Smith", status: "alive", species: "Human", gender: "Female"),
        .stub(id: 5, name: "Unity", status: "unknown", species: "Alien", type: "Hivemind", gender: "Genderless"),
        .stub(
            id: 6, name: "Squanchy", status: "Aliveish", species: "Cat-Person", type: "Clone of a cat", gender: "Male"),
    ])

    private func ids(name: String = "", filter: CharacterFilter = .none) async throws -> [Int] {
        try await source.page(RecordQuery(name: name, filter: filter.query), page: 1, refresh: false).items.map(\.id)
    }

    @Test func nameIsACaseInsensitiveSubstring() async throws {
        // When
        let found = try await ids(name: "rICK")

        // Then
        #expect(found == [1, 3])
    }

    @Test func nameIsTrimmed() async throws {
        // When
        let found = try await ids(name: "  smith \t")

        // Then
        #expect(found == [2, 4])
    }

    @Test func statusIsExactAndCaseInsensitive() async throws {
        // When
        let found = try await ids(filter: CharacterFilter(status: .alive))

        // Then: "Aliveish" contains "alive" but is not it
        #expect(found == [1, 2, 4])
    }

    @Test func genderIsExactAndCaseInsensitive() async throws {
        // When
        let found = try await ids(filter: CharacterFilter(gender: .male))

        // Then: "Female" contains "male" but is not it
        #expect(found == [1, 2, 3, 6])
    }

    @Test func speciesIsACaseInsensitiveSubstring() async throws {
        // When
        let found = try await ids(filter: CharacterFilter(species: "human"))

        // Then
        #expect(found == [1, 2, 3, 4])
    }

    @Test func typeIsACaseInsensitiveSubstring() async throws {
        // When
        let found = try await ids(filter: CharacterFilter(type: "CLONE"))

        // Then
        #expect(found == [3, 6])
    }

    @Test func criteriaNarrowTogether() async throws {
        // When
        let found = try await ids(name: "smith", filter: CharacterFilter(status: .alive, gender: .female))

        // Then
        #expect(found == [4])
    }

    @Test func noMatchIsAnEmptyPage() async throws {
        // When
        let page = try await source.page(RecordQuery(name: "Jessica"), page: 1, refresh: false)

        // Then
        #expect(page.items.isEmpty)
        #expect(page.total == 0)
        #expect(!page.hasNext)
    }

    @Test func theCachedPageIsAnswerableAtOnceWithTheMatchingCharacters() throws {
        // Given
        let query = RecordQuery<CharacterModel>(name: "rick")

        // When: no await, nothing loaded before
        let cached = try #require(try source.cachedPage(query, page: 1))

        // Then: the same answer a load gives, spelled out
        #expect(cached.items.map(\.id) == [1, 3])
        #expect(cached.total == 2)
        #expect(!cached.hasNext)
    }

    @Test func aCharacterIsFoundByID() async throws {
        // When
        let character = try await source.record(id: 5, refresh: false)

        // Then
        #expect(character.name == "Unity")
        #expect(source.cachedRecord(id: 5) == character)
    }

    @Test func anUnknownIDIsNotFound() async {
        // When / Then
        await #expect(throws: RecordError.notFound(noun: "character", id: 99)) {
            try await source.record(id: 99, refresh: false)
        }
    }
}
