import Testing

@testable import Core

/// Fuzzy matching: letters in order, case and spaces ignored, better matches first.
@Suite struct FuzzyIndexTests {
    private let titles = [
        "Morty Smith", "Rick Sanchez", "Summer Smith", "Rick D. Sanchez III", "Ricktiminus Sancheziminius", "Pilot",
    ]
    private var index: FuzzyIndex { FuzzyIndex(titles: titles) }

    private func best(_ query: String, limit: Int = 10) -> [String] {
        FuzzyIndex.best(index.matches(FuzzyIndex.Query(query)), limit: limit).map { titles[Int($0)] }
    }

    @Test func lettersInOrderMatchWhateverIsBetweenThem() {
        #expect(best("rck snchz") == ["Rick Sanchez", "Rick D. Sanchez III", "Ricktiminus Sancheziminius"])
        #expect(best("RICK") == ["Rick Sanchez", "Rick D. Sanchez III", "Ricktiminus Sancheziminius"])
        #expect(Set(best("smth")) == ["Morty Smith", "Summer Smith"])
    }

    @Test func lettersOutOfOrderOrMissingDoNotMatch() {
        #expect(best("kcir").isEmpty)
        #expect(best("rickx").isEmpty)
    }

    @Test func aTypoIsForgivenOnlyWhereTheRestOfTheQueryStandsTogether() {
        // Titles of a run without Locations: none holds "citadel"
        let titles = ["Crystal Dealer", "Christmas Storyteller", "Caterpillar Mr. Goldenfold", "Citadel of Ricks"]
        let index = FuzzyIndex(titles: titles)
        func forgiven(_ query: String, among count: Int) -> [String] {
            index.matchesForgivingOneTypo(FuzzyIndex.Query(query)).filter { $0.index < count }.map {
                titles[Int($0.index)]
            }
        }

        // Then six of its letters scattered through a long title are no match
        #expect(forgiven("citadel", among: 3).isEmpty)
        // while a wrong, an extra, a swapped or a replaced letter still finds the title
        for typo in ["citadle", "citadek", "cittadel", "ctiadel", "citadol", "citadel ov ricks"] {
            #expect(forgiven(typo, among: 4) == ["Citadel of Ricks"], "\(typo)")
        }
    }

    @Test func wordStartsAndRunsRankHigher() {
        // "ss" is the word starts of Summer Smith, and only scattered letters elsewhere
        #expect(best("ss").first == "Summer Smith")
        // A run at the start beats the same letters spread out
        #expect(best("pil").first == "Pilot")
        // Letters close together beat word starts far apart
        let names = ["Revolio Clockberg Jr.", "Rick Sanchez"]
        let close = FuzzyIndex(titles: names)
        #expect(
            FuzzyIndex.best(close.matches(FuzzyIndex.Query("rck")), limit: 2).map { names[Int($0)] } == [
                "Rick Sanchez", "Revolio Clockberg Jr.",
            ])
    }

    @Test func bestKeepsTheLimitBestFirst() {
        let matches: [(index: Int32, score: Int32)] = [(0, 5), (1, 9), (2, 5), (3, 1), (4, 9)]
        #expect(FuzzyIndex.best(matches, limit: 3) == [1, 4, 0])
        #expect(FuzzyIndex.best(matches, limit: 0).isEmpty)
    }

    @Test func aLongerQueryNarrowsTheOneItExtends() {
        #expect(FuzzyIndex.Query("rick s").narrows(FuzzyIndex.Query("rk")))
        #expect(!FuzzyIndex.Query("rk").narrows(FuzzyIndex.Query("rick")))
        // Searching among the earlier matches finds what searching everything finds
        let earlier = index.matches(FuzzyIndex.Query("ri")).map(\.index)
        let narrowed = index.matches(FuzzyIndex.Query("rick s"), among: earlier).map(\.index)
        #expect(narrowed == index.matches(FuzzyIndex.Query("rick s")).map(\.index))
    }

    @Test func matchedCharactersAreWhereTheLettersFell() {
        #expect(FuzzyIndex.matchedCharacters(of: FuzzyIndex.Query("rck"), in: "Rick") == [0, 2, 3])
        #expect(FuzzyIndex.matchedCharacters(of: FuzzyIndex.Query("é"), in: "Café au lait") == [3])
        #expect(FuzzyIndex.matchedCharacters(of: FuzzyIndex.Query("zz"), in: "Rick").isEmpty)
    }

    @Test func anyTextIsSafeToIndexAndSearch() {
        let odd = FuzzyIndex(titles: ["", "🙂‍↔️", "\u{0}\u{1B}[31m", String(repeating: "a", count: 10_000)])
        #expect(odd.count == 4)
        #expect(odd.matches(FuzzyIndex.Query("a")).map(\.index) == [3])
        #expect(odd.matches(FuzzyIndex.Query("")).count == 4)
    }
}
