import TestSupport
import Testing

@testable import Core

/// SearchableList's debounced name search and remembered searches, through the character list.
@MainActor
@Suite struct SearchableListSearchTests {
    private let fixture = CharacterListFixture()

    private var searchesPerformed: [CharacterListEvent] {
        fixture.tracker.events(of: CharacterListEvent.self).filter { $0.name == "character_list_searched" }
    }

    @Test func typingDoesNotSearchBeforeTheDebounce() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])

        // When
        list.content.search.edit(.insert("Ri"))
        list.content.search.edit(.insert("ck"))
        fixture.scheduler.advance(by: .milliseconds(299))

        // Then
        #expect(fixture.searchedNames == [""])
        #expect(searchesPerformed.isEmpty)
        #expect(list.content.search.applied == "")
        #expect(list.isBusy)
    }

    @Test func typingSearchesOnceWhenTheDebounceElapses() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])
        list.content.search.edit(.insert("Ri"))
        list.content.search.edit(.insert("ck"))
        fixture.scheduler.advance(by: .milliseconds(299))

        // When
        fixture.scheduler.advance(by: .milliseconds(1))

        // Then
        #expect(fixture.searchedNames == ["", "Rick"])
        #expect(searchesPerformed == [.list(.searched("Rick"))])
        #expect(list.content.search.applied == "Rick")
        #expect(!list.isBusy)
    }

    @Test func eachKeystrokeRestartsTheDebounce() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])
        list.content.search.edit(.insert("M"))
        fixture.scheduler.advance(by: .milliseconds(200))

        // When
        list.content.search.edit(.insert("o"))
        fixture.scheduler.advance(by: .milliseconds(200))

        // Then
        #expect(searchesPerformed.isEmpty)
        fixture.scheduler.advance(by: .milliseconds(100))
        #expect(searchesPerformed == [.list(.searched("Mo"))])
    }

    @Test func textThatTrimsToTheAppliedSearchSearchesNothing() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])

        // When
        list.content.search.edit(.insert("   "))
        fixture.scheduler.advance(by: .seconds(1))

        // Then
        #expect(searchesPerformed.isEmpty)
        #expect(fixture.searchedNames == [""])
    }

    @Test func submittingSearchesAtOnce() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])
        list.content.search.edit(.insert("Beth"))

        // When
        list.content.search.submit()

        // Then
        #expect(fixture.searchedNames == ["", "Beth"])
        fixture.scheduler.advance(by: .seconds(1))
        #expect(searchesPerformed.count == 1)
    }

    @Test func submittingASearchRemembersIt() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])
        list.content.search.edit(.insert("Rick"))

        // When
        list.content.search.submit()
        fixture.scheduler.frameIsOut()

        // Then
        #expect(list.content.search.recent == ["Rick"])
        #expect(fixture.recentSearches.searches == ["Rick"])
    }

    @Test func aSearchThatFoundNothingIsNotRemembered() {
        // Given a list whose every search finds nothing
        let list = fixture.makeLoadedList(pages: [:])
        list.content.search.edit(.insert("Zzyzx"))

        // When it is submitted
        list.content.search.submit()
        fixture.scheduler.frameIsOut()

        // Then it is not offered again
        #expect(list.content.search.recent.isEmpty)
        #expect(fixture.recentSearches.searches.isEmpty)
    }

    @Test func aSearchOnAServerIsRememberedOnceItsResultFoundSomething() async {
        // Given a server's list: "Rick" finds a page, then "Zzyzx" finds none
        fixture.repository.pages = [1: .stub(page: 1, pages: 1)]
        let list = fixture.makeList()
        list.didAppear()
        await fixture.scheduler.settle(until: { !list.isBusy })

        // When "Rick" is submitted, it is remembered only once its page came
        list.retype("Rick")
        list.content.search.submit()
        #expect(list.content.search.recent.isEmpty)
        await fixture.scheduler.settle(until: { !list.isBusy })
        #expect(list.content.search.recent == ["Rick"])

        // And "Zzyzx", which finds nothing, is not
        fixture.repository.pages = [:]
        list.retype("Zzyzx")
        list.content.search.submit()
        await fixture.scheduler.settle(until: { !list.isBusy })
        #expect(list.content.search.recent == ["Rick"])
    }

    @Test func aSubmittedSearchIsWrittenOnlyOnceItsFrameIsOut() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])
        list.content.search.edit(.insert("Rick"))

        // When
        list.content.search.submit()

        // Then the frame it changed is drawn before the file waits for the disk
        #expect(list.content.search.recent == ["Rick"])
        #expect(fixture.recentSearches.searches.isEmpty)
        fixture.scheduler.frameIsOut()
        #expect(fixture.recentSearches.searches == ["Rick"])
    }

    @Test func anEmptySearchIsNotRemembered() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])

        // When
        list.content.search.submit()

        // Then
        #expect(list.content.search.recent.isEmpty)
    }

    @Test func rememberedSearchesAreDeduplicatedMostRecentFirst() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])

        // When
        for name in ["Rick", "Morty", "rick"] {
            list.retype(name)
            list.content.search.submit()
        }
        fixture.scheduler.frameIsOut()

        // Then
        #expect(list.content.search.recent == ["rick", "Morty"])
        #expect(fixture.recentSearches.searches == ["rick", "Morty"])
    }

    @Test func rememberedSearchesAreCappedAtTen() {
        // Given
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])

        // When
        for index in 1...12 {
            list.retype("name\(index)")
            list.content.search.submit()
        }
        fixture.scheduler.frameIsOut()

        // Then
        #expect(list.content.search.recent == (3...12).reversed().map { "name\($0)" })
        #expect(fixture.recentSearches.searches.count == ListSearch.recentLimit)
    }

    @Test func rememberedSearchesComeFromTheStore() {
        // Given
        let fixture = CharacterListFixture(recentSearches: ["Summer", "Jerry"])

        // When
        let list = fixture.makeList()

        // Then
        #expect(list.content.search.recent == ["Summer", "Jerry"])
    }

    @Test func aRememberedSearchCanBeDeleted() {
        // Given
        let fixture = CharacterListFixture(recentSearches: ["Summer", "Jerry", "Beth"])
        let list = fixture.makeList()
        list.content.search.focus()
        list.content.search.moveRecentSelection(by: 1)

        // When
        list.content.search.forgetRecent()
        fixture.scheduler.frameIsOut()

        // Then
        #expect(list.content.search.recent == ["Summer", "Beth"])
        #expect(fixture.recentSearches.searches == ["Summer", "Beth"])
    }

    @Test func pickingARememberedSearchSearchesIt() {
        // Given
        let fixture = CharacterListFixture(recentSearches: ["Summer", "Jerry"])
        let list = fixture.makeLoadedList(pages: [1: .stub(page: 1, pages: 1)])
        list.content.search.focus()
        list.content.search.moveRecentSelection(by: 1)

        // When
        list.content.search.pickRecent()

        // Then
        #expect(list.content.search.field.text == "Jerry")
        #expect(list.content.search.applied == "Jerry")
        #expect(list.content.search.recent == ["Jerry", "Summer"])
        #expect(!list.content.search.isFocused)
    }

    @Test func rememberedSearchesAreOfferedInAnEmptyFocusedField() {
        // Given
        let fixture = CharacterListFixture(recentSearches: ["Summer"])
        let list = fixture.makeList()

        // When
        list.content.search.focus()

        // Then
        #expect(list.content.search.showsRecent)
        list.content.search.edit(.insert("S"))
        #expect(!list.content.search.showsRecent)
    }

    @Test func clearingASearchKeepsTheSelectedRecordSelectedInTheWholeList() {
        // Given the whole list of 40 at hand, searched down to three, the third (#38) selected
        let whole: [Int: ListPage<CharacterModel>] = [
            1: .of(1...20, total: 40, hasNext: true), 2: .of(21...40, total: 40, hasNext: false),
        ]
        let list = fixture.makeLoadedList(pages: whole)
        fixture.repository.pages = [1: ListPage(items: [1, 2, 38].map { .stub(id: $0) }, total: 3, hasNext: false)]
        list.content.search.edit(.insert("smith"))
        list.content.search.submit()
        list.content.pages.move(by: 2)
        #expect(list.content.pages.selectedItem?.id == 38)

        // When Esc clears the search
        fixture.repository.pages = whole
        list.content.search.clear()

        // Then the whole list is back with #38 still selected, on its own row
        #expect(list.content.search.applied == "")
        #expect(list.content.pages.selectedItem?.id == 38)
        #expect(list.content.pages.selection.selected == 37)
    }

    @Test func aNewSearchStartsFromItsFirstRow() {
        // Given the whole list with #5 selected
        let list = fixture.makeLoadedList(pages: [1: .of(1...20, total: 20, hasNext: false)])
        list.content.pages.move(by: 4)

        // When a search finds #5 among others
        fixture.repository.pages = [1: ListPage(items: [3, 5].map { .stub(id: $0) }, total: 2, hasNext: false)]
        list.content.search.edit(.insert("a"))
        list.content.search.submit()

        // Then its result is read from the top
        #expect(list.content.pages.selection.selected == 0)
        #expect(list.content.pages.selectedItem?.id == 3)
    }
}
