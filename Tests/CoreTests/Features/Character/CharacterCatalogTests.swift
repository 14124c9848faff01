import Foundation
import TestSupport
import Testing

@testable import Core

/// A catalog's characters in every form the app reads (`CharacterJSON.catalog`).
@Suite struct CharacterCatalogTests {
    private let rick = CharacterModel.stub(id: 1, name: "Rick Sanchez")
    private let morty = CharacterModel.stub(id: 2, name: "Morty Smith")

    private func json(_ page: ListPage<CharacterModel>) throws -> Data { CatalogJSON.data(page) }
    private func json(_ characters: [CharacterModel]) throws -> Data { CatalogJSON.data(characters) }
    private func json(_ character: CharacterModel) throws -> Data { Data(CatalogJSON.object(character).utf8) }
    private func json(_ pages: [ListPage<CharacterModel>]) throws -> Data {
        Data(
            ("[" + pages.map { String(decoding: CatalogJSON.data($0), as: UTF8.self) }.joined(separator: ",") + "]")
                .utf8)
    }

    /// A catalog of one character with one field taken out.
    private func characterArray(without field: String) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: json(rick)) as? [String: Any])
        object[field] = nil
        return try JSONSerialization.data(withJSONObject: [object])
    }

    private func decode(_ data: Data) throws -> [CharacterModel] {
        try data.withUnsafeBytes { try CharacterJSON.catalog(JSONReader(bytes: $0)) }
    }

    private func failure(decoding data: Data) -> String? {
        do {
            _ = try decode(data)
            return nil
        } catch {
            return (error as? JSONReader.Failure)?.description ?? "not a Failure: \(error)"
        }
    }

    @Test func aPageObjectIsDecoded() throws {
        // Given
        let page = ListPage(items: [rick, morty], total: 2, hasNext: false)

        // When
        let characters = try decode(try json(page))

        // Then
        #expect(characters == [rick, morty])
    }

    @Test func anArrayOfPagesIsDecoded() throws {
        // Given
        let pages = [
            ListPage(items: [rick], total: 2, hasNext: true),
            ListPage(items: [morty], total: 2, hasNext: false),
        ]

        // When
        let characters = try decode(try json(pages))

        // Then
        #expect(characters == [rick, morty])
    }

    @Test func anArrayOfCharactersIsDecoded() throws {
        // When
        let characters = try decode(try json([rick, morty]))

        // Then
        #expect(characters == [rick, morty])
    }

    @Test func leadingWhitespaceIsAccepted() throws {
        // Given
        let data = Data(" \n\t".utf8) + (try json([rick]))

        // When
        let characters = try decode(data)

        // Then
        #expect(characters == [rick])
    }

    @Test func aByteOrderMarkIsAccepted() throws {
        // Given
        let data = Data([0xEF, 0xBB, 0xBF]) + (try json([rick]))

        // When
        let characters = try decode(data)

        // Then
        #expect(characters == [rick])
    }

    @Test(arguments: [("", "the file is empty"), ("  \n\t ", "the file holds only white space")])
    func anEmptyFileSaysSo(_ text: String, _ said: String) {
        // When
        let message = failure(decoding: Data(text.utf8))

        // Then (white space was "empty" too, which a file of bytes is not)
        #expect(message == said)
    }

    @Test func somethingOtherThanJSONSaysWhatWasExpected() throws {
        // When
        let message = try #require(failure(decoding: Data("id,name\n1,Rick".utf8)))

        // Then
        #expect(message == "not valid JSON: expected a catalog object or array at line 1, column 1")
        #expect(!message.contains("\n"))
    }

    @Test func brokenJSONSaysItIsNotValidJSON() throws {
        // When
        let message = try #require(failure(decoding: Data(#"{"results": [{"id": 1,"#.utf8)))

        // Then
        #expect(message.hasPrefix("not valid JSON"))
        #expect(!message.contains("\n"))
    }

    @Test func aMissingFieldIsNamedWithWhereItIsMissing() throws {
        // When
        let message = try #require(failure(decoding: try characterArray(without: "name")))

        // Then
        #expect(message.hasPrefix(#"missing field "name" in character #1 "#))
        #expect(!message.contains("\n"))
    }

    @Test func aMissingFieldInAPageIsNamed() throws {
        // Given
        let data = Data(#"{"info": {"count": 0, "pages": 0, "next": null, "prev": null}}"#.utf8)

        // When
        let message = try #require(failure(decoding: data))

        // Then
        #expect(message.contains(#""results""#))
        #expect(!message.contains("\n"))
    }

    @Test func aMissingFieldInAnArrayOfPagesIsNamed() throws {
        // Given: the second character of the first page has no status
        var character = try #require(try JSONSerialization.jsonObject(with: json(morty)) as? [String: Any])
        character["status"] = nil
        let rickObject = try JSONSerialization.jsonObject(with: json(rick))
        let data = try JSONSerialization.data(withJSONObject: [["results": [rickObject, character]]])

        // When
        let message = try #require(failure(decoding: data))

        // Then
        #expect(message.hasPrefix(#"missing field "status" in character #2 "#))
    }

    @Test func aFieldOfTheWrongTypeIsNamed() throws {
        // Given
        var object = try #require(try JSONSerialization.jsonObject(with: json(rick)) as? [String: Any])
        object["id"] = "one"
        let data = try JSONSerialization.data(withJSONObject: [object])

        // When
        let message = try #require(failure(decoding: data))

        // Then
        #expect(message.hasPrefix("wrong type"))
        #expect(message.contains(#""id""#))
        #expect(!message.contains("\n"))
    }

    @Test func fieldsTheAppNeverShowsMayBeLeftOut() throws {
        // Given a character with only what every row and detail shows
        let data = Data(
            #"[{"id": 7, "name": "Abradolf Lincler", "status": "unknown", "species": "Human", "gender": "Male"}]"#.utf8)

        // When
        let characters = try decode(data)

        // Then it is read, the rest as the API writes "none"
        let character = try #require(characters.first)
        #expect(character.name == "Abradolf Lincler")
        #expect(character.type.isEmpty && character.created.isEmpty && character.episodeIDs.isEmpty)
        #expect(character.origin.name == "unknown" && character.origin.id == nil)
    }

    @Test(arguments: ["", "   "])
    func aPlaceWithNoNameIsUnknown(_ name: String) throws {
        // Given a character whose origin and location name nothing (a detail showed empty lines)
        let place = #"{"name": "\#(name)", "url": ""}"#
        let data = Data(
            #"[{"id": 7, "name": "Rick", "status": "Alive", "species": "Human", "gender": "Male", "origin": \#(place), "location": \#(place)}]"#
                .utf8)

        // When / Then each is an unknown place
        let character = try #require(try decode(data).first)
        #expect(character.origin == CharacterModel.Place(name: "unknown") && character.location.name == "unknown")
    }

    @Test func oneErrorNamesEveryProblemOfTheRecord() throws {
        // Given the second character lacks name and gender and has an id that is no number
        let data = Data(
            #"[{"id": 1, "name": "Rick", "status": "Alive", "species": "Human", "gender": "Male"}, {"id": "two", "status": "Alive", "species": "Human"}]"#
                .utf8)

        // When
        let message = try #require(failure(decoding: data))

        // Then one line says all three, and which record
        #expect(message.contains(#""id" must be a whole number"#), "\(message)")
        #expect(message.contains(#"missing fields "name", "gender""#), "\(message)")
        #expect(!message.contains(#""id", "name""#), "\(message)")
        #expect(message.contains("character #2"))
        #expect(!message.contains("\n"))
    }

    @Test func aRecordWithManyProblemsListsABoundedNumber() throws {
        // Given a character whose every field is of the wrong kind
        let fields = ["id", "name", "status", "species", "type", "gender", "origin", "location", "episode", "created"]
        let object = "{" + fields.map { "\"\($0)\": true" }.joined(separator: ", ") + "}"

        // When
        let message = try #require(failure(decoding: Data("[\(object)]".utf8)))

        // Then the first ones are named and the rest counted
        let named = message.components(separatedBy: "wrong type").count - 1
        #expect(named == RecordProblems.maximum, "\(message)")
        #expect(message.contains("and \(fields.count - RecordProblems.maximum) more"), "\(message)")
    }
}

/// The fast catalog reader (JSONReader + CharacterJSON) must read what Foundation's JSON
/// parser reads, and refuse what it refuses, whatever the input's shape.
@Suite struct CatalogScannerTests {
    private func character(_ id: Int, name: String) -> String {
        #"{"id": \#(id), "name": \#(name), "status": "Alive", "species": "Human", "type": "", "gender": "Male", "origin": {"name": "Earth", "url": ""}, "location": {"name": "Citadel", "url": "https://rickandmortyapi.com/api/location/3"}, "image": "", "episode": ["https://rickandmortyapi.com/api/episode/1", "https://rickandmortyapi.com/api/episode/28", "not a link"], "url": "", "created": "2017-11-04T18:48:46.250Z"}"#
    }

    private func decode(_ data: Data) throws -> [CharacterModel] {
        try data.withUnsafeBytes { try CharacterJSON.catalog(JSONReader(bytes: $0)) }
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
                created: object["created"] as! String,
                image: object["image"] as! String
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

    @Test func aFileIsReadInChunksAndParsedWhole() throws {
        // Given a catalog of 5,000 characters on disk, read a few bytes at a time
        let body = (1...5000).map { character($0, name: "\"Name \($0)\"") }.joined(separator: ",")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString).json")
        try Data(("\u{FEFF}[" + body + "]").utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        // When it is read
        let characters = try CatalogFile.read(atPath: url.path) { try CharacterJSON.catalog($0()) }
        let fd = open(url.path, O_RDONLY)
        defer { close(fd) }
        let size = Int(lseek(fd, 0, SEEK_END))
        for chunk in [7, 64, 4096] {
            let input = JSONFileInput(fd: fd, size: size, chunkBytes: chunk) { Issue.record("ended: \($0)") }
            #expect(try CharacterJSON.catalog(JSONReader(input: input)) == characters)
        }

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

@Suite struct EmbeddedCatalogTests {
    private let characters = CharacterSource.embedded().knownRecords()

    @Test func itHoldsAtLeastSixtyCharacters() {
        // Then
        #expect(characters.count >= 60)
    }

    @Test func everyIDIsUnique() {
        // When
        let ids = characters.map(\.id)

        // Then
        #expect(Set(ids).count == ids.count)
    }

    @Test(arguments: [
        (1, "Rick Sanchez"), (2, "Morty Smith"), (3, "Summer Smith"), (4, "Beth Smith"), (5, "Jerry Smith"),
    ])
    func theFamilyHasThePublicAPIsIDs(_ id: Int, _ name: String) {
        // When
        let character = characters.first { $0.id == id }

        // Then
        #expect(character?.name == name)
    }

    @Test func itIsServedAsTheAPIWould() async throws {
        // Given
        let source = CharacterSource.embedded()

        // When
        let page = try await source.page(RecordQuery(name: "rick sanchez"), page: 1, refresh: false)

        // Then
        #expect(page.items.first?.id == 1)
    }
}
