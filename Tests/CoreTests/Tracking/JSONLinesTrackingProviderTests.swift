import Foundation
import Testing

@testable import Core

@Suite struct JSONLinesTrackingProviderTests {
    private struct Line: Decodable, Equatable {
        let event: String
        let properties: [String: String]
    }

    private func lines(at url: URL) throws -> [Line] {
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
    }

    @Test func eachEventIsOneJSONObjectOnItsOwnLine() throws {
        try withTemporaryDirectory { directory in
            // Given
            let url = directory.appendingPathComponent("events.jsonl")
            let provider = try JSONLinesTrackingProvider(fileURL: url)

            // When
            provider.track(TestEvent(name: "home_viewed"))
            provider.track(TestEvent(name: "search_performed", properties: ["query": "a \"quoted\"\nline / slash"]))

            // Then
            #expect(
                try lines(at: url) == [
                    Line(event: "home_viewed", properties: [:]),
                    Line(event: "search_performed", properties: ["query": "a \"quoted\"\nline / slash"]),
                ])
        }
    }

    @Test func anExistingFileIsAppendedTo() throws {
        try withTemporaryDirectory { directory in
            // Given
            let url = directory.appendingPathComponent("events.jsonl")
            try JSONLinesTrackingProvider(fileURL: url).track(TestEvent(name: "first run"))

            // When
            try JSONLinesTrackingProvider(fileURL: url).track(TestEvent(name: "second run"))

            // Then
            #expect(try lines(at: url).map(\.event) == ["first run", "second run"])
        }
    }

    @Test func aFileInAMissingFolderIsAnErrorInWords() throws {
        try withTemporaryDirectory { directory in
            // Given / When / Then: the folder is the user's to make, as with a shell redirect
            let url = directory.appendingPathComponent("missing/events.jsonl")
            #expect(throws: AppendOnlyFile.Failure(description: "No such file or directory")) {
                try JSONLinesTrackingProvider(fileURL: url)
            }
        }
    }

    @Test func aSymbolicLinkIsNeverWrittenThrough() throws {
        try withTemporaryDirectory { directory in
            // Given a link at the path to another file
            let victim = directory.appendingPathComponent("victim.txt")
            try Data("precious\n".utf8).write(to: victim)
            let url = directory.appendingPathComponent("events.jsonl")
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: victim)

            // When / Then it is refused in words, and the other file is untouched
            #expect(throws: AppendOnlyFile.Failure(description: "it is a symbolic link; name the file itself")) {
                try JSONLinesTrackingProvider(fileURL: url)
            }
            #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
        }
    }

    @Test func aNewFileIsTheUsersAloneForItHoldsTheirSearches() throws {
        try withTemporaryDirectory { directory in
            // Given
            let url = directory.appendingPathComponent("events.jsonl")

            // When
            try JSONLinesTrackingProvider(fileURL: url).track(TestEvent(name: "search_performed"))

            // Then
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        }
    }
}
