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

    @Test func eachLineCarriesItsTimeInISO8601AndTheRunsSessionId() throws {
        struct Stamped: Decodable {
            let event: String
            let session: String
            let time: String
        }
        try withTemporaryDirectory { directory in
            // Given two runs appending to one file, on a clock the test sets
            let url = directory.appendingPathComponent("events.jsonl")
            let first = try JSONLinesTrackingProvider(
                fileURL: url, now: { Date(timeIntervalSince1970: 1_795_000_000.25) })
            let second = try JSONLinesTrackingProvider(fileURL: url)

            // When each tracks an event
            first.track(TestEvent(name: "home_viewed"))
            second.track(TestEvent(name: "home_viewed"))

            // Then each line has an ISO 8601 time in UTC and its run's session id
            let text = try String(contentsOf: url, encoding: .utf8)
            let lines = try text.split(separator: "\n").map {
                try JSONDecoder().decode(Stamped.self, from: Data($0.utf8))
            }
            #expect(lines.count == 2)
            #expect(lines[0].time == "2026-11-18T11:06:40.250Z", "\(text)")
            #expect(lines[1].time.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/) != nil, "\(text)")
            #expect(lines[0].session == first.session && lines[1].session == second.session)
            #expect(first.session != second.session && !first.session.isEmpty)
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
