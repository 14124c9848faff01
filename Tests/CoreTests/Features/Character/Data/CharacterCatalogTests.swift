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
        try data.withUnsafeBytes { try CharacterJSON.catalog($0) }
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

    @Test(arguments: ["", "  \n\t "])
    func anEmptyFileSaysSo(_ text: String) {
        // When
        let message = failure(decoding: Data(text.utf8))

        // Then
        #expect(message == "the file is empty")
    }

    @Test func somethingOtherThanJSONSaysWhatWasExpected() throws {
        // When
        let message = try #require(failure(decoding: Data("id,name\n1,Rick".utf8)))

        // Then
        #expect(message.contains("page object"))
        #expect(message.contains("array of characters"))
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
