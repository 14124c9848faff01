import Foundation
import Testing
import TestSupport
@testable import Core

/// The fast catalog reader must read what JSONDecoder reads, and refuse what it refuses.
@Suite struct CatalogScannerTests {
    private func character(_ id: Int, name: String) -> String {
        #"{"id": \#(id), "name": \#(name), "status": "Alive", "species": "Human", "type": "", "gender": "Male", "origin": {"name": "Earth", "url": ""}, "location": {"name": "Citadel", "url": ""}, "image": "", "episode": ["e1", "e2"], "url": "", "created": "2017-11-04T18:48:46.250Z"}"#
    }

    @Test func itReadsTheEmbeddedCatalogExactlyAsJSONDecoderDoes() throws {
        // Given the embedded catalog's text
        let data = Data(EmbeddedCatalogJSON.text.utf8)

        // When both readers read it
        let fast = try CatalogDecoder.decode(data)
        let reference = try JSONDecoder().decode([CharacterModel].self, from: data)

        // Then they agree on every field
        #expect(fast == reference)
    }

    @Test func escapesAreResolved() throws {
        let data = Data(("[" + character(1, name: #""Tab\there \"quoted\" \u00e9 \ud83c\udf63 back\\slash \/""#) + "]").utf8)
        let name = try #require(try CatalogDecoder.decode(data).first?.name)
        #expect(name == "Tab\there \"quoted\" é 🍣 back\\slash /")
    }

    @Test func episodesAreCountedAndPlacesKeepTheirNames() throws {
        let parsed = try #require(try CatalogDecoder.decode(Data(("[" + character(7, name: #""Seven""#) + "]").utf8)).first)
        #expect(parsed.episodeCount == 2)
        #expect(parsed.origin.name == "Earth")
        #expect(parsed.location.name == "Citadel")
    }

    @Test(arguments: [
        ("[] trailing", "not valid JSON"),
        ("[{\"id\": 1,", "not valid JSON"),
        ("[1, 2]", "not valid JSON"),
        ("[{\"id\": 1.5}]", "wrong type"),
        ("\u{FEFF}", "empty"),
    ])
    func malformedInputNamesTheProblemInOneLine(_ text: String, _ expected: String) {
        let error = #expect(throws: CatalogDecoder.Failure.self) { try CatalogDecoder.decode(Data(text.utf8)) }
        let message = error?.description ?? ""
        #expect(message.contains(expected))
        #expect(!message.contains("\n"))
    }

    @Test func aFileIsReadThroughItsMapping() throws {
        // Given a catalog of 5,000 characters on disk
        let body = (1...5000).map { character($0, name: "\"Name \($0)\"") }.joined(separator: ",")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString).json")
        try Data(("\u{FEFF}[" + body + "]").utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        // When it is read
        let characters = try CatalogDecoder.decodeFile(atPath: url.path)

        // Then every character is there, in order
        #expect(characters.count == 5000)
        #expect(characters.last?.name == "Name 5000")
    }

    @Test func aMissingFileIsUnreadableNotMalformed() {
        #expect(throws: CatalogDecoder.Unreadable.self) { try CatalogDecoder.decodeFile(atPath: "/nonexistent/catalog.json") }
        #expect(throws: CatalogDecoder.Unreadable.self) { try CatalogDecoder.decodeFile(atPath: "/tmp") }
    }
}
