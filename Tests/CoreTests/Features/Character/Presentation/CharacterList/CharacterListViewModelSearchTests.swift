import Testing
import TestSupport
@testable import Core

/// The debounced name search and the remembered searches.
@Suite struct CharacterListViewModelSearchTests {
    private let fixture = CharacterListFixture()

    private var searchesPerformed: [CharacterListEvent] {
        fixture.tracker.events(of: CharacterListEvent.self).filter { $0.name == "search_performed" }
    }

    @Test func typingDoesNotSearchBeforeTheDebounce() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])

        // When
        list.didType("Ri")
        list.didType("ck")
        fixture.scheduler.advance(by: .milliseconds(299))

        // Then
        #expect(fixture.searchedNames == [""])
        #expect(searchesPerformed.isEmpty)
        #expect(list.appliedSearch == "")
        #expect(list.isBusy)
    }

    @Test func typingSearchesOnceWhenTheDebounceElapses() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])
        list.didType("Ri")
        list.didType("ck")
        fixture.scheduler.advance(by: .milliseconds(299))

        // When
        fixture.scheduler.advance(by: .milliseconds(1))

        // Then
        #expect(fixture.searchedNames == ["", "Rick"])
        #expect(searchesPerformed == [.searchPerformed(query: "Rick")])
        #expect(list.appliedSearch == "Rick")
        #expect(!list.isBusy)
    }

    @Test func eachKeystrokeRestartsTheDebounce() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])
        list.didType("M")
        fixture.scheduler.advance(by: .milliseconds(200))

        // When
        list.didType("o")
        fixture.scheduler.advance(by: .milliseconds(200))

        // Then
        #expect(searchesPerformed.isEmpty)
        fixture.scheduler.advance(by: .milliseconds(100))
        #expect(searchesPerformed == [.searchPerformed(query: "Mo")])
    }

    @Test func textThatTrimsToTheAppliedSearchSearchesNothing() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])

        // When
        list.didType("   ")
        fixture.scheduler.advance(by: .seconds(1))

        // Then
        #expect(searchesPerformed.isEmpty)
        #expect(fixture.searchedNames == [""])
    }

    @Test func submittingSearchesAtOnce() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])
        list.didType("Beth")

        // When
        list.didSubmitSearch()

        // Then
        #expect(fixture.searchedNames == ["", "Beth"])
        fixture.scheduler.advance(by: .seconds(1))
        #expect(searchesPerformed.count == 1)
    }

    @Test func submittingASearchRemembersIt() {
        // Given
        let list = fixture.makeLoadedList(pages: [:])
        list.didType("Rick")

        // When
        list.didSubmitSearch()

        // Then
        #expect(list.recentSearches == ["Rick"])
        #expect(fixture.recentSearches.searches == ["Rick"])
    }

    @Test func anEmptySearchIsNotRemembered() {
        // Given
        let list = fixture.makeLoadedList(pages: [:])

        // When
        list.didSubmitSearch()

        // Then
        #expect(list.recentSearches.isEmpty)
    }

    @Test func rememberedSearchesAreDeduplicatedMostRecentFirst() {
        // Given
        let list = fixture.makeLoadedList(pages: [:])

        // When
        for name in ["Rick", "Morty", "rick"] {
            list.retype(name)
            list.didSubmitSearch()
        }

        // Then
        #expect(list.recentSearches == ["rick", "Morty"])
        #expect(fixture.recentSearches.searches == ["rick", "Morty"])
    }

    @Test func rememberedSearchesAreCappedAtTen() {
        // Given
        let list = fixture.makeLoadedList(pages: [:])

        // When
        for index in 1...12 {
            list.retype("name\(index)")
            list.didSubmitSearch()
        }

        // Then
        #expect(list.recentSearches == (3...12).reversed().map { "name\($0)" })
        #expect(fixture.recentSearches.searches.count == CharacterListViewModel.recentSearchLimit)
    }

    @Test func rememberedSearchesComeFromTheStore() {
        // Given
        let fixture = CharacterListFixture(recentSearches: ["Summer", "Jerry"])

        // When
        let list = fixture.makeList()

        // Then
        #expect(list.recentSearches == ["Summer", "Jerry"])
    }

    @Test func aRememberedSearchCanBeDeleted() {
        // Given
        let fixture = CharacterListFixture(recentSearches: ["Summer", "Jerry", "Beth"])
        let list = fixture.makeList()
        list.didFocusSearch()
        list.didMoveRecentSelection(by: 1)

        // When
        list.didDeleteRecentSearch()

        // Then
        #expect(list.recentSearches == ["Summer", "Beth"])
        #expect(fixture.recentSearches.searches == ["Summer", "Beth"])
    }

    @Test func pickingARememberedSearchSearchesIt() {
        // Given
        let fixture = CharacterListFixture(recentSearches: ["Summer", "Jerry"])
        let list = fixture.makeLoadedList(pages: [:])
        list.didFocusSearch()
        list.didMoveRecentSelection(by: 1)

        // When
        list.didPickRecentSearch()

        // Then
        #expect(list.search.text == "Jerry")
        #expect(list.appliedSearch == "Jerry")
        #expect(list.recentSearches == ["Jerry", "Summer"])
        #expect(!list.isSearchFocused)
    }

    @Test func rememberedSearchesAreOfferedInAnEmptyFocusedField() {
        // Given
        let fixture = CharacterListFixture(recentSearches: ["Summer"])
        let list = fixture.makeList()

        // When
        list.didFocusSearch()

        // Then
        #expect(list.showsRecentSearches)
        list.didType("S")
        #expect(!list.showsRecentSearches)
    }
}
