import Foundation
import TestSupport
import Testing

@testable import Core

/// The fast catalog reader (JSONReader + CharacterJSON) must read what Foundation's JSON
/// parser reads, and refuse what it refuses, whatever the input's shape.
@Suite struct CatalogScannerTests {
    private func character(_ id: Int, name: String) -> String {
        #"{"id": \#(id), "name": \#(name), "status": "Alive", "species": "Human", "type": "", "gender": "Male", "origin": {"name": "Earth", "url": ""}, "location": {"name": "Citadel", "url": "https://rickandmortyapi.com/api/location/3"}, "image": "", "episode": ["https://rickandmortyapi.com/api/episode/1", "https://rickandmortyapi.com/api/episode/28", "not a link"], "url": "", "created": "2017-11-04T18:48:46.250Z"}"#
    }

    private func decode(_ data: Data) throws -> [CharacterModel] {
        try data.withUnsafeBytes { try CharacterJSON.catalog($0) }
    }

    @Test func itReadsTheEmbeddedCatalogExactlyAsFoundationDoes() throws {
        // Given the embedded catalog's text
        let data = Data(EmbeddedCatalogJSON.text.utf8)
        func place(_ value: Any?) -> CharacterModel.Place {
            let object = value as! [String: Any]
            let url = object["url"] as! String
            return .init(name: object["name"] as! String, id: url.isEmpty ? nil : Int(url.split(separator: "/").last!)!)
        }

        // When both readers read it
        let fast = try decode(data)
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let reference = objects.map { object in
            CharacterModel(
                id: object["id"] as! Int, name: object["name"] as! String, status: object["status"] as! String,
                species: object["species"] as! String, type: object["type"] as! String,
                gender: object["gender"] as! String,
                origin: place(object["origin"]), location: place(object["location"]),
                episodes: LinkedIDs((object["episode"] as! [String]).map { Int($0.split(separator: "/").last!)! }),
                created: object["created"] as! String
            )
        }

        // Then they agree on every field
        #expect(fast == reference)
        #expect(fast.count == objects.count)
    }

    @Test(arguments: [100_000, 1_000])
    func nestingDeeperThanAnyCatalogNeedsIsAOneLineErrorNotACrash(_ depth: Int) {
        // Given a catalog whose unknown field nests arrays and objects `depth` levels deep
        let nested = String(repeating: #"[{"a":"#, count: depth / 2) + "1" + String(repeating: "}]", count: depth / 2)
        let text = "[" + character(1, name: #""Deep""#).dropLast() + #", "extra": \#(nested)}]"#

        // When it is read
        let error = #expect(throws: JSONReader.Failure.self) { try decode(Data(text.utf8)) }

        // Then it says so in one line
        #expect(error?.description.contains("nested deeper than \(JSONReader.maximumDepth) levels") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func nestingACatalogNeedsIsSkipped() throws {
        // Given an unknown field nested 200 levels deep (within the bound)
        let nested = String(repeating: #"{"a":["#, count: 100) + "null" + String(repeating: "]}", count: 100)
        let text = "[" + character(1, name: #""Nested""#).dropLast() + #", "extra": \#(nested)}]"#

        // When it is read, then the character is there
        #expect(try decode(Data(text.utf8)).map(\.name) == ["Nested"])
    }

    @Test func aTopLevelNestedAMillionDeepIsRefusedInOneLine() {
        let text = String(repeating: "[", count: 1_000_000)
        let error = #expect(throws: JSONReader.Failure.self) { try decode(Data(text.utf8)) }
        #expect(error?.description.contains("\n") == false)
    }

    @Test func escapesAreResolved() throws {
        let data = Data(
            ("[" + character(1, name: #""Tab\there \"quoted\" \u00e9 \ud83c\udf63 back\\slash \/""#) + "]").utf8)
        let name = try #require(try decode(data).first?.name)
        #expect(name == "Tab\there \"quoted\" é 🍣 back\\slash /")
    }

    @Test func episodesAndPlacesAreKeptAsTheIdsTheirLinksName() throws {
        let parsed = try #require(try decode(Data(("[" + character(7, name: #""Seven""#) + "]").utf8)).first)
        #expect(parsed.episodeIDs == [1, 28])
        #expect(parsed.origin == CharacterModel.Place(name: "Earth", id: nil))
        #expect(parsed.location == CharacterModel.Place(name: "Citadel", id: 3))
    }

    @Test func theWholeCatalogFormReadsItsCharacters() throws {
        let text =
            #"{"episodes": [{"id": 1}], "characters": ["# + character(1, name: #""One""#) + ","
            + character(2, name: #""Two""#) + #"], "locations": []}"#
        #expect(try decode(Data(text.utf8)).map(\.name) == ["One", "Two"])
    }

    @Test(arguments: [
        ("[] trailing", "not valid JSON"),
        ("[{\"id\": 1,", "not valid JSON"),
        ("[1, 2]", "not valid JSON"),
        ("[{\"id\": 1.5}]", "wrong type"),
        ("\u{FEFF}", "empty"),
    ])
    func malformedInputNamesTheProblemInOneLine(_ text: String, _ expected: String) {
        let error = #expect(throws: JSONReader.Failure.self) { try decode(Data(text.utf8)) }
        let message = error?.description ?? ""
        #expect(message.contains(expected))
        #expect(!message.contains("\n"))
    }

    @Test func aFileIsReadWhole() throws {
        // Given a catalog of 5,000 characters on disk
        let body = (1...5000).map { character($0, name: "\"Name \($0)\"") }.joined(separator: ",")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString).json")
        try Data(("\u{FEFF}[" + body + "]").utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        // When it is read
        let characters = try CatalogFile.read(atPath: url.path) { try CharacterJSON.catalog($0) }

        // Then every character is there, in order
        #expect(characters.count == 5000)
        #expect(characters.last?.name == "Name 5000")
    }

    @Test func aMissingFileIsUnreadableNotMalformed() {
        #expect(throws: CatalogFile.Unreadable.self) {
            try CatalogFile.read(atPath: "/nonexistent/catalog.json") { _ in }
        }
        #expect(throws: CatalogFile.Unreadable.self) { try CatalogFile.read(atPath: "/tmp") { _ in } }
    }
}
