import Core
import Foundation
import Testing
import TestSupport
@testable import TerminalApp

/// `--catalog FILE` in each of its forms, read from a real file.
@Suite struct CatalogFormsTests {
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

    @Test func theWholeCatalogFormFeedsEveryFeatureAndItsLinksResolve() throws {
        // Given a file with characters, episodes and locations
        let (app, scratch) = try app(catalog: Self.wholeCatalog)
        defer { _ = scratch }

        // When the user walks Episodes → Pilot → Rick → Earth
        app.press(.down, .enter)
        #expect(app.frame.contains("S01E01"))
        app.press(.enter)
        #expect(app.breadcrumb == " Home › Episodes › Pilot")
        app.press(.enter)
        #expect(app.breadcrumb == " Home › Episodes › Pilot › Rick Sanchez")
        app.press(.enter)

        // Then the location from the same file opens, with its resident
        #expect(app.breadcrumb == " Home › Episodes › Pilot › Rick Sanchez › Earth (C-137)")
        #expect(app.frame.contains("Residents (1)"))
    }

    @Test func aCharactersOnlyCatalogSaysItHasNoEpisodesOrLocations() throws {
        // Given the older form: an array of characters
        let (app, scratch) = try app(catalog: String(decoding: CatalogJSON.data([.stub(id: 1)]), as: UTF8.self))
        defer { _ = scratch }

        // When Episodes, then Locations, are opened
        app.press(.down, .enter)
        let episodes = app.frame
        app.press(.escape, .down, .enter)

        // Then each says the catalog has none, offering no retry
        #expect(episodes.contains("The catalog in use has no episodes."))
        #expect(!episodes.contains("Press r to retry"))
        #expect(app.frame.contains("The catalog in use has no locations."))
    }

    @Test func aBrokenEpisodeInTheFileIsAOneLineErrorOnceTheFileIsRead() throws {
        // Given
        let scratch = try ScratchDirectory(prefix: "catalog-forms")
        let path = try scratch.write(#"{"characters": [], "episodes": [{"name": "no id"}]}"#, to: "catalog.json")
        let environment = AppEnvironment(scheduler: EventLoopScheduler(clock: .virtual), tracker: TrackerMock(), storage: InMemoryStateStorage())

        // When the app is built, it is built at once; reading the file then fails in one line
        let container = try AppComposition.makeContainer(data: .catalogFile(path), environment: environment)
        let error = #expect(throws: DataSourceError.self) { try container.waitForData() }
        #expect(error?.description.contains("needs \"id\"") == true)
        #expect(error?.description.contains("\n") == false)
    }
}
