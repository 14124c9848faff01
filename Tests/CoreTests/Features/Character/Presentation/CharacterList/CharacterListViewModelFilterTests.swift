import Foundation
import TestSupport
import Testing

@testable import Core

/// The Filter modal, seen from the list that opens it.
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
            source: fixture.repository, episodes: .none, places: .none, reachable: .all, scheduler: fixture.scheduler,
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
        first.didFocus(.gender)
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
