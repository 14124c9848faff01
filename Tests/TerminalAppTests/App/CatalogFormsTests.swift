import Core
import Foundation
import TestSupport
import Testing

@testable import TerminalApp

/// `--catalog FILE` in each of its forms, read from a real file.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CatalogFormsTests {
    private func app(catalog text: String) throws -> (AppHarness, ScratchDirectory) {
        let scratch = try ScratchDirectory(prefix: "catalog-forms")
        let path = try scratch.write(text, to: "catalog.json")
        return (AppHarness(data: .catalogFile(path)), scratch)
    }

    private static let wholeCatalog = """
        {"characters": [\(CatalogJSON.object(.stub(id: 1, name: "Rick Sanchez", episodeIDs: [1], origin: .init(name: "Earth (C-137)", id: 1))))],
         "episodes": [{"id": 1, "name": "Pilot", "air_date": "December 2, 2013", "episode": "S01E01",
                       "characters": ["https://rickandmortyapi.com/api/character/1"]}],
         "locations": [{"id": 1, "name": "Earth (C-137)", "type": "Planet", "dimension": "Dimension C-137",
                        "residents": ["https://rickandmortyapi.com/api/character/1"]}]}
        """

    /// Rick names three episodes and Pilot names two characters; the file holds one of each.
    private static let partialCatalog = """
        {"characters": [\(CatalogJSON.object(.stub(id: 1, name: "Rick Sanchez", episodeIDs: [1, 2, 3], origin: .init(name: "Earth (C-137)", id: 1))))],
         "episodes": [{"id": 1, "name": "Pilot", "air_date": "December 2, 2013", "episode": "S01E01",
                       "characters": ["https://rickandmortyapi.com/api/character/1", "https://rickandmortyapi.com/api/character/2"]}],
         "locations": [{"id": 1, "name": "Earth (C-137)", "type": "Planet", "dimension": "Dimension C-137", "residents": []}]}
        """

    /// Runs what background loads hand back until the app is idle (a file's links load).
    private func settle(_ app: AppHarness) async {
        let deadline = ContinuousClock.now + generousDeadline
        while app.session.isBusy, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(2))
            app.scheduler.drain()
        }
    }

    @Test func aCastOf100000LinksWith99998MissingIsHeadedByTheTwoRowsItShows() async throws {
        // Given an episode naming 100,000 characters, of which the file holds two
        let cast = (1...100_000).map { "\"https://rickandmortyapi.com/api/character/\($0)\"" }.joined(separator: ",")
        let characters = [CharacterModel.stub(id: 1, name: "Rick Sanchez"), .stub(id: 2, name: "Morty Smith")].map(
            CatalogJSON.object)
        let (app, scratch) = try app(
            catalog: """
                {"characters": [\(characters.joined(separator: ","))],
                 "episodes": [{"id": 1, "name": "Pilot", "air_date": "December 2, 2013", "episode": "S01E01", "characters": [\(cast)]}]}
                """)
        defer { _ = scratch }

        // When Pilot is opened from Episodes
        app.press(.character("3"), .enter)
        await settle(app)

        // Then its heading counts the two rows it lists, and says how many the file lacks
        #expect(app.frame.contains("Cast (2)"), "\(app.frame)")
        #expect(!app.frame.contains("Cast (100000)"))
        #expect(app.frame.contains("Rick Sanchez") && app.frame.contains("Morty Smith"))
        // The count as English groups it (CLDR), as every count the screens write.
        #expect(app.frame.contains("99,998 more not in this catalog."), "\(app.frame)")
    }

    @Test func whatTheCatalogLacksIsSaidUnderTheRowsItHas() async throws {
        // Given Pilot, whose cast names two characters of which the file holds Rick
        let (app, scratch) = try app(catalog: Self.partialCatalog)
        defer { _ = scratch }

        // When Pilot is opened from Episodes
        app.press(.character("3"), .enter)
        await settle(app)

        // Then the note follows Rick's row
        let lines = app.lines
        let rick = try #require(lines.firstIndex { $0.contains("Rick Sanchez") }, "\(app.frame)")
        let note = try #require(lines.firstIndex { $0.contains("1 more not in this catalog.") }, "\(app.frame)")
        #expect(note == rick + 1, "\(app.frame)")
    }

    @Test func onAPartialCatalogHeadingsCountTheRowsTheyList() async throws {
        // Given a file that lacks some of what its records name
        let (app, scratch) = try app(catalog: Self.partialCatalog)
        defer { _ = scratch }

        // When Pilot is opened from Episodes, then Rick from its cast
        app.press(.character("3"), .enter)
        await settle(app)
        let pilot = app.frame
        app.press(.enter)
        await settle(app)

        // Then each heading counts what it lists, and says what the catalog lacks
        #expect(pilot.contains("Cast (1)"), "\(pilot)")
        #expect(pilot.contains("1 more not in this catalog."))
        #expect(app.frame.contains("Episodes (1)"), "\(app.frame)")
        #expect(app.frame.contains("2 more not in this catalog."))
        #expect(!app.frame.contains("Episodes (3)"))
        // And a place the file lacks is a field, not a link that fails
        #expect(app.frame.contains("Location:  Citadel of Ricks"), "\(app.frame)")
    }

    @Test func aPlaceTheCatalogLacksIsSaidUnderPlacesAsCastSaysIt() async throws {
        // Given Rick, whose origin the file holds and whose location (Citadel of Ricks, #3) it lacks
        let (app, scratch) = try app(catalog: Self.partialCatalog)
        defer { _ = scratch }

        // When Rick is opened from Characters
        app.press(.character("2"), .enter)
        await settle(app)

        // Then under Places, after his origin, the note says one more is not in this catalog
        let lines = app.lines
        let earth = try #require(lines.firstIndex { $0.contains("Earth (C-137)") }, "\(app.frame)")
        #expect(lines[earth + 1].contains("1 more not in this catalog."), "\(app.frame)")
        #expect(!app.frame.contains("No known place."))
    }

    @Test func aCharacterWhosePlacesAreAllMissingSaysSoUnderPlaces() async throws {
        // Given a character both of whose places the file lacks
        let rick = CharacterModel.stub(
            id: 1, name: "Rick Sanchez", origin: .init(name: "Earth (C-137)", id: 1),
            location: .init(name: "Citadel of Ricks", id: 3))
        let (app, scratch) = try app(catalog: #"{"characters": [\#(CatalogJSON.object(rick))], "locations": []}"#)
        defer { _ = scratch }

        // When he is opened
        app.press(.character("2"), .enter)
        await settle(app)

        // Then Places says none of them is in this catalog, not that none is known
        #expect(app.frame.contains("None of the 2 is in this catalog."), "\(app.frame)")
        #expect(!app.frame.contains("No known place."))
    }

    @Test func theWholeCatalogFormFeedsEveryFeatureAndItsLinksResolve() throws {
        // Given a file with characters, episodes and locations
        let (app, scratch) = try app(catalog: Self.wholeCatalog)
        defer { _ = scratch }

        // When the user walks Episodes → Pilot → Rick → Earth
        app.press(.down, .enter)
        #expect(app.frame.contains("S01E01"))
        app.press(.enter)
        #expect(app.breadcrumb == " Episodes › Pilot")
        app.press(.enter)
        #expect(app.breadcrumb == " Episodes › Pilot › Rick Sanchez")
        app.press(.enter)

        // Then the location from the same file opens, with its resident
        #expect(app.breadcrumb == " Episodes › Pilot › Rick Sanchez › Earth (C-137)")
        #expect(app.frame.contains("Residents (1)"))
    }

    @Test func aListOpenedBeforeTheCatalogIsReadSaysTheCatalogHasNone() async throws {
        // Given a characters-only catalog, not read yet when Locations opens (`--open` at start)
        let scratch = try ScratchDirectory(prefix: "catalog-forms")
        let path = try scratch.write(String(decoding: CatalogJSON.data([.stub(id: 1)]), as: UTF8.self), to: "c.json")
        let app = AppHarness(data: .catalogFile(path), readFirst: false)
        app.press(.character("4"))

        // When the catalog is read
        app.dataLoad?.start()
        try app.dataLoad?.waitUntilDone()
        await settle(app)

        // Then the list says the catalog has none (it said "The server lists no locations.")
        #expect(app.frame.contains("This catalog has no locations."), "\(app.frame)")
    }

    @Test func aCharactersOnlyCatalogSaysItHasNoEpisodesOrLocations() throws {
        // Given the older form: an array of characters
        let (app, scratch) = try app(catalog: String(decoding: CatalogJSON.data([.stub(id: 1)]), as: UTF8.self))
        defer { _ = scratch }

        // When Episodes, then Locations, are opened
        app.press(.character("3"))
        let episodes = app.frame
        app.press(.character("4"))

        // Then each says the catalog has none, as a state rather than a failure
        #expect(episodes.contains("This catalog has no episodes."))
        #expect(episodes.contains("0 total"))
        #expect(!episodes.contains("Couldn't load"))
        #expect(!episodes.contains("Press r to retry"))
        #expect(app.frame.contains("This catalog has no locations."))

        // And a character's episode is said with the count he holds, not counted as none
        app.press(.character("2"), .enter)
        #expect(!app.frame.contains("Episodes (0)"), "\(app.frame)")
        let lines = app.lines
        let note = try #require(lines.firstIndex { $0.contains("1 episode, not in this catalog.") }, "\(app.frame)")
        #expect(lines[note - 1].contains("Episodes"), "\(app.frame)")
        #expect(!lines[note - 1].contains("Episodes ("), "\(app.frame)")
    }

    @Test func aBrokenEpisodeInTheFileIsAOneLineErrorOnceTheFileIsRead() throws {
        // Given
        let scratch = try ScratchDirectory(prefix: "catalog-forms")
        let path = try scratch.write(#"{"characters": [], "episodes": [{"name": "no id"}]}"#, to: "catalog.json")
        let environment = AppEnvironment(
            scheduler: EventLoopScheduler(clock: .virtual), tracker: TrackerMock(), storage: InMemoryStateStorage())

        // When the app is built, it is built at once; reading the file then fails in one line
        let container = try AppComposition.makeContainer(data: .catalogFile(path), environment: environment)
        let error = #expect(throws: DataSourceError.self) { try container.waitForData() }
        #expect(
            error?.description.contains("missing field \"id\" in the episode object") == true,
            "\(error?.description ?? "")")
        #expect(error?.description.contains("\n") == false)
    }
}
