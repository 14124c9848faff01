import FoundationEssentials
import Testing

@testable import Core

/// A record's id is one a link can name: a record with another loaded but could never be opened.
@Suite struct RecordIdentifierTests {
    private func failure(_ text: String, _ read: (UnsafeRawBufferPointer) throws -> Void) -> String? {
        do {
            try Data(text.utf8).withUnsafeBytes(read)
            return nil
        } catch {
            return (error as? JSONReader.Failure)?.description ?? "not a Failure: \(error)"
        }
    }

    @Test(arguments: [0, -1, 1_000_000_000])
    func anIdNoLinkCanNameIsRefusedNamingTheRecord(_ id: Int) throws {
        // Given a catalog of each kind whose second record has that id
        let character = #""name": "C", "status": "Alive", "species": "Human", "gender": "Male""#
        let characters = #"{"characters": [{"id": 1, \#(character)}, {"id": \#(id), \#(character)}]}"#
        let episodes = #"{"episodes": [{"id": 1, "name": "A"}, {"id": \#(id), "name": "B"}]}"#
        let locations = #"{"locations": [{"id": 1, "name": "A"}, {"id": \#(id), "name": "B"}]}"#

        // When each is read
        let said = [
            failure(characters) { _ = try CharacterSource.catalog(JSONReader(bytes: $0)) },
            failure(episodes) { _ = try EpisodeSource.catalog(JSONReader(bytes: $0)) },
            failure(locations) { _ = try LocationSource.catalog(JSONReader(bytes: $0)) },
        ]

        // Then each is one line naming the id, the ids a link names, and the record
        let expected = #""id" is \#(id), not from 1 to 999999999"#
        for (message, record) in zip(said, ["character #2", "the episode object", "the location object"]) {
            let message = try #require(message)
            #expect(message.contains(expected), "\(message)")
            #expect(message.contains(record), "\(message)")
            #expect(!message.contains("missing"), "\(message)")
            #expect(!message.contains("\n"))
        }
    }

    @Test func theLargestIdALinkNamesIsRead() throws {
        // Given an episode with the largest id a link can name
        let text = #"{"episodes": [{"id": 999999999, "name": "A"}]}"#

        // Then it is read, and a link names it
        #expect(failure(text) { _ = try EpisodeSource.catalog(JSONReader(bytes: $0)) } == nil)
        #expect(DeepLink.identifier("999999999") == 999_999_999)
    }
}
