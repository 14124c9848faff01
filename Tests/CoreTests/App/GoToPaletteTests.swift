import TestSupport
import Testing

@testable import Core

/// The palette model: what it offers, what it remembers, and that it only gives links.
@MainActor
@Suite struct GoToPaletteTests {
    private let store = InMemoryRecentSearchesStore()
    private let places: [GoToPlaces] = [
        .screens([.screen("Home", link: "challenge://home"), .screen("Characters", link: "challenge://character/list")]
        ),
        .records(
            [CharacterModel.stub(id: 1, name: "Rick Sanchez"), CharacterModel.stub(id: 2, name: "Morty Smith")],
            kind: "Character", base: "challenge://character/detail/", title: \.name, detail: { _ in "" }
        ),
        .records(
            [EpisodeModel(id: 1, name: "Pilot", airDate: "", code: "S01E01")],
            kind: "Episode", base: "challenge://episode/detail/", title: \.name, detail: \.code
        ),
    ]

    private func palette() -> GoToPalette { GoToPalette(places: places, history: store) }

    private func type(_ text: String, into palette: GoToPalette) {
        palette.edit(.insert(text))
    }

    @Test func anEmptyQueryOffersTheScreens() {
        #expect(palette().rows.map(\.entry.title) == ["Home", "Characters"])
    }

    @Test func typingFiltersRecordsByNameAndChoosingGivesTheirLink() {
        let palette = palette()
        type("mrt", into: palette)
        #expect(palette.rows.map(\.entry.title) == ["Morty Smith"])
        #expect(palette.choose() == "challenge://character/detail/2")
    }

    @Test func aTypedLinkIsOfferedAsItIs() {
        let palette = palette()
        type("  challenge://location/detail/9 ", into: palette)
        #expect(palette.rows.map(\.entry.kind) == ["Link"])
        #expect(palette.choose() == "challenge://location/detail/9")
    }

    @Test func nothingMatchingChoosesNothing() {
        let palette = palette()
        type("qqqq", into: palette)
        #expect(palette.rows.isEmpty)
        #expect(palette.choose() == nil)
        #expect(store.searches.isEmpty)
    }

    @Test func theSelectionStaysOnTheRows() {
        let palette = palette()
        palette.moveSelection(by: 5)
        #expect(palette.selected == 1)
        palette.moveSelection(by: -9)
        #expect(palette.selected == 0)
        // A new query starts at the top
        palette.moveSelection(by: 1)
        type("i", into: palette)
        #expect(palette.selected == 0)
    }

    @Test func chosenPlacesAreRememberedFirstWithTheirTitlesInTheNextPalette() {
        // Given Pilot, then Rick, chosen
        let first = palette()
        type("pilot", into: first)
        _ = first.choose()
        let second = palette()
        type("rick", into: second)
        _ = second.choose()

        // When a palette opens again
        let third = palette()

        // Then the most recent comes first, with its title, before the screens
        #expect(third.rows.map(\.entry.title) == ["Rick Sanchez", "Pilot", "Home", "Characters"])
        #expect(third.rows.map(\.isRecent) == [true, true, false, false])
        #expect(store.searches == ["challenge://character/detail/1", "challenge://episode/detail/1"])
    }

    @Test func aRememberedLinkWithNoPlaceNowStaysALink() {
        store.save(["challenge://character/detail/99", "challenge://home"])
        let palette = palette()
        #expect(palette.rows.prefix(2).map(\.entry.title) == ["challenge://character/detail/99", "Home"])
        #expect(palette.rows.first?.entry.kind == "Link")
    }

    @Test func historyIsBoundedAndHoldsEachLinkOnce() {
        let palette = palette()
        for _ in 0..<3 { _ = palette.choose() }
        #expect(store.searches == ["challenge://home"])
        store.save((1...40).map { "challenge://character/detail/\($0)" })
        #expect(self.palette().historyCount == GoToPalette.historyLimit)
    }

    @Test func forgettingHistoryEmptiesItHereAndOnDisk() {
        store.save(["challenge://home"])
        let palette = palette()
        palette.forgetHistory()
        #expect(palette.historyCount == 0)
        #expect(store.searches.isEmpty)
        #expect(palette.rows.allSatisfy { !$0.isRecent })
    }

    @Test func theAppsPaletteOffersEveryFeaturesScreensAndRecords() {
        let container = TestApp.container(characters: (1...30).map { CharacterModel.stub(id: $0) })
        let palette = GoToPalette(container: container)
        // (containment: a feature added beside these adds its screens, and this still holds)
        let titles = palette.rows.map(\.entry.title)
        #expect(titles.starts(with: ["Home", "About", "Characters", "Filter characters"]), "\(titles)")
        #expect(
            Set(titles).isSuperset(of: ["Episodes", "Filter episodes", "Locations", "Filter locations"]), "\(titles)")
        palette.edit(.insert("character 17"))
        #expect(palette.rows.first?.entry.link == "challenge://character/detail/17")
    }
}

/// How the palette ranks: whole word starts first, then what was chosen lately, then id
/// order; codes match; one typo is forgiven when nothing matches exactly.
@MainActor
@Suite struct GoToPaletteRankingTests {
    private let store = InMemoryRecentSearchesStore()
    private let places: [GoToPlaces] = [
        .screens([
            .screen("Characters", link: "challenge://character/list"),
            .screen("Filter characters", link: "challenge://character/filter"),
        ]),
        .records(
            [
                (1, "Rick Sanchez"), (2, "Morty Smith"), (19, "Brick Mason"), (265, "Pickle Rick"), (289, "Rick D-99"),
                (400, "Rick Prime"),
            ]
            .map { CharacterModel.stub(id: $0.0, name: $0.1) },
            kind: "Character", base: "challenge://character/detail/", title: \.name, detail: { _ in "" }
        ),
        .records(
            [
                EpisodeModel(id: 1, name: "Pilot", airDate: "", code: "S01E01"),
                EpisodeModel(id: 2, name: "Lawnmower Dog", airDate: "", code: "S01E02"),
            ],
            kind: "Episode", base: "challenge://episode/detail/", title: \.name, detail: \.code, keywords: \.code
        ),
        .records(
            [
                LocationModel(
                    id: 3, name: "Citadel of Ricks", type: "Space station", dimension: "unknown", residentIDs: [])
            ],
            kind: "Location", base: "challenge://location/detail/", title: \.name, detail: \.type
        ),
    ]

    private func palette(resolves: @escaping (String) -> Bool = { _ in true }) -> GoToPalette {
        GoToPalette(places: places, history: store, resolves: resolves)
    }

    private func titles(_ query: String, in palette: GoToPalette) -> [String] {
        palette.edit(.insert(query))
        return palette.rows.map(\.entry.title)
    }

    @Test func wholeWordStartsComeFirstInIdOrder() {
        // Given / When
        let shown = titles("rick", in: palette())

        // Then names starting "rick" in id order, then names with a word starting so, then a
        // name that only holds the letters
        #expect(shown == ["Rick Sanchez", "Rick D-99", "Rick Prime", "Pickle Rick", "Citadel of Ricks", "Brick Mason"])
    }

    @Test func aTitleThatIsJustTheQueryComesBeforeLongerOnesItStarts() {
        // Given Rick Sanchez after a longer Rick … Sanchez in id order
        let places: [GoToPlaces] = [
            .records(
                [(2, "Rick D. Sanchez III"), (8, "Rick Sanchez"), (9, "Rick Sanchez Prime")]
                    .map { CharacterModel.stub(id: $0.0, name: $0.1) },
                kind: "Character", base: "challenge://character/detail/", title: \.name, detail: { _ in "" }
            )
        ]
        let palette = GoToPalette(places: places, history: store, resolves: { _ in true })

        // When "rick sanchez" is typed
        let shown = titles("rick sanchez", in: palette)

        // Then the exact name comes first, the others in id order
        #expect(shown == ["Rick Sanchez", "Rick D. Sanchez III", "Rick Sanchez Prime"])
    }

    @Test func aPlaceChosenLatelyComesFirstAmongEquals() {
        // Given Rick Prime chosen
        let first = palette()
        _ = titles("rick prime", in: first)
        #expect(first.choose() == "challenge://character/detail/400")

        // When rick is typed again
        let shown = titles("rick", in: palette())

        // Then
        #expect(shown.prefix(2) == ["Rick Prime", "Rick Sanchez"])
    }

    @Test func anEpisodesCodeFindsIt() {
        #expect(titles("s01e01", in: palette()).first == "Pilot")
        #expect(titles("S01E02", in: palette()).first == "Lawnmower Dog")
    }

    @Test(arguments: ["citadle", "citadek", "cittadel", "ctiadel"])
    func oneTypoIsForgivenWhenNothingMatches(_ query: String) {
        #expect(titles(query, in: palette()).first == "Citadel of Ricks")
    }

    @Test func aLinkThatGoesNowhereIsNotRemembered() {
        // Given a palette whose app resolves no such link
        let palette = palette { $0.hasPrefix("challenge://character/") }

        // When a bad link is typed and chosen
        _ = titles("challenge://typo", in: palette)
        #expect(palette.choose() == "challenge://typo")

        // Then it is opened (Not Found says so) but not kept as a recent place
        #expect(store.searches.isEmpty)
        #expect(palette.historyCount == 0)
    }

    @Test func rememberedLinksThatGoNowhereAreNotOffered() {
        store.save(["challenge://typo", "challenge://character/detail/1"])
        let rows = palette { $0.hasPrefix("challenge://character/") }.rows
        #expect(rows.filter(\.isRecent).map(\.entry.title) == ["Rick Sanchez"])
    }

    @Test func aRecentScreenIsListedOnce() {
        // Given the Filter screen chosen
        let first = palette()
        _ = titles("filter", in: first)
        #expect(first.choose() == "challenge://character/filter")

        // When the palette opens again
        let rows = palette().rows.map(\.entry.title)

        // Then it is first, and only there
        #expect(rows == ["Filter characters", "Characters"])
    }
}
