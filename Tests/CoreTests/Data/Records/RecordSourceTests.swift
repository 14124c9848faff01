import Foundation
import TestSupport
import Testing

@testable import Core

/// Episodes as the public API writes them, for the record machinery's tests.
private enum Sample {
    static func episode(_ id: Int, _ name: String, cast: [Int] = [1, 2]) -> String {
        let characters = cast.map { "\"https://rickandmortyapi.com/api/character/\($0)\"" }.joined(separator: ",")
        return
            #"{"id":\#(id),"name":"\#(name)","air_date":"December 2, 2013","episode":"S01E0\#(id)","characters":[\#(characters)],"url":"","created":""}"#
    }

    static let episodes = (1...45).map { episode($0, $0 == 2 ? "Lawnmower Dog" : "Episode \($0)") }
}

/// Records in memory: searched and paged as the public API does.
@Suite struct LocalRecordsTests {
    private let source = LocalRecords(
        (1...45).map { EpisodeModel(id: $0, name: $0 % 2 == 0 ? "Even \($0)" : "Odd \($0)", airDate: "", code: "") },
        noun: "episode"
    )

    @Test func pagesHoldTwentyAndSayWhetherMoreFollow() async throws {
        let first = try await source.page(RecordQuery(), page: 1, refresh: false)
        let last = try await source.page(RecordQuery(), page: 3, refresh: false)
        #expect(first.items.map(\.id) == Array(1...20))
        #expect(first.total == 45 && first.hasNext)
        #expect(last.items.map(\.id) == Array(41...45))
        #expect(!last.hasNext)
    }

    @Test func theNameMatchesAnywhereInAnyCase() async throws {
        let page = try await source.page(RecordQuery(name: "  eVEN "), page: 1, refresh: false)
        #expect(page.total == 22)
        #expect(page.items.allSatisfy { $0.name.hasPrefix("Even") })
    }

    @Test func anUnknownIdIsNotFoundInWords() async {
        await #expect(throws: RecordError.notFound(noun: "episode", id: 99)) {
            try await source.record(id: 99, refresh: false)
        }
        #expect(RecordError.notFound(noun: "episode", id: 99).description == "There is no episode #99.")
        #expect(!RecordError.notFound(noun: "episode", id: 99).isTransient)
    }

    @Test func recordsByIdKeepTheOrderAskedAndSkipTheMissing() async throws {
        #expect(try await source.records(ids: [5, 99, 2]).map(\.id) == [5, 2])
        #expect(source.cachedRecords(ids: [3, 1])?.map(\.id) == [3, 1])
    }
}

/// The documents around records: one, an array, a page, a catalog.
@Suite struct JSONRecordsTests {
    private func read<T>(_ text: String, _ body: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        try Data(text.utf8).withUnsafeBytes(body)
    }

    @Test func anEpisodeKeepsItsFieldsAndItsCastAsIds() throws {
        let episode = try read(Sample.episode(1, "Pilot", cast: [1, 2, 35])) {
            try JSONRecords.one($0, EpisodeJSON.read)
        }
        #expect(
            episode
                == EpisodeModel(
                    id: 1, name: "Pilot", airDate: "December 2, 2013", code: "S01E01", characterIDs: [1, 2, 35]))
    }

    @Test func aLocationKeepsItsFieldsAndItsResidentsAsIds() throws {
        let text =
            #"{"id":3,"name":"Citadel of Ricks","type":"Space station","dimension":"unknown","residents":["https://rickandmortyapi.com/api/character/8"]}"#
        let location = try read(text) { try JSONRecords.one($0, LocationJSON.read) }
        #expect(
            location
                == LocationModel(
                    id: 3, name: "Citadel of Ricks", type: "Space station", dimension: "unknown", residentIDs: [8]))
    }

    @Test func aPageReadsItsCountAndWhetherANextFollows() throws {
        let text =
            #"{"info":{"count":51,"pages":3,"next":"https://x/api/episode?page=2","prev":null},"results":[\#(Sample.episode(1, "Pilot"))]}"#
        let page = try read(text) { try JSONRecords.page($0, EpisodeJSON.read) }
        #expect(page.total == 51 && page.hasNext)
        #expect(page.items.map(\.name) == ["Pilot"])
    }

    @Test(arguments: ["-9223372036854775808", "-1", "0", "100000001"])
    func aPageWhoseCountCannotBeIsABadAnswer(_ count: String) throws {
        // Given a page of one result whose count is negative, below its results, or absurd
        let info = #"{"count":\#(count),"pages":1,"next":null,"prev":null}"#
        let text = #"{"info":\#(info),"results":[\#(Sample.episode(1, "Pilot"))]}"#

        // When / Then it is refused as the answer it is, naming the count
        let failure = try #require(throws: JSONReader.Failure.self) {
            try read(text) { try JSONRecords.page($0, EpisodeJSON.read) }
        }
        #expect(failure.description.contains("\"info.count\" is \(count)"), "\(failure)")
    }

    @Test func theWholeCatalogFormHasEachKindUnderItsKey() throws {
        let text = #"{"characters":[],"episodes":[\#(Sample.episode(1, "Pilot"))],"locations":[]}"#
        #expect(try read(text) { try EpisodeJSON.catalog(JSONReader(bytes: $0)) }?.map(\.name) == ["Pilot"])
        #expect(try read(text) { try LocationJSON.catalog(JSONReader(bytes: $0)) }?.isEmpty == true)
    }

    @Test func everyKindOfACatalogIsListedByIDAsTheAPIListsIt() async throws {
        // Given a whole catalog with both kinds out of id order
        let characters = [CharacterModel.stub(id: 3), .stub(id: 1), .stub(id: 2)].map(CatalogJSON.object).joined(
            separator: ",")
        let text =
            #"{"characters":[\#(characters)],"episodes":[\#(Sample.episode(3, "C")),\#(Sample.episode(1, "A"))]}"#

        // When each feature's source reads it
        let episodes = try read(text) { try EpisodeSource.catalog(JSONReader(bytes: $0)).records }
        let people = try read(text) { try CharacterSource.catalog(JSONReader(bytes: $0)).records }

        // Then both come by id, one ordering rule for every feature, and both are found by id
        #expect(try await episodes.page(RecordQuery(), page: 1, refresh: false).items.map(\.id) == [1, 3])
        #expect(try await people.page(RecordQuery(), page: 1, refresh: false).items.map(\.id) == [1, 2, 3])
        #expect(people.cachedRecord(id: 2)?.id == 2)
        #expect(episodes.cachedRecord(id: 3)?.name == "C")
    }

    @Test func aCharactersOnlyCatalogHasNoEpisodes() throws {
        #expect(try read("[]") { try EpisodeJSON.catalog(JSONReader(bytes: $0)) } == nil)
        #expect(try read(#"{"characters":[]}"#) { try EpisodeJSON.catalog(JSONReader(bytes: $0)) } == nil)
    }

    @Test(arguments: [
        #"{"episodes":[{"name":"No id"}]}"#, #"{"episodes":[{"id":"1","name":"x"}]}"#, #"{"episodes":{}}"#,
        #"{"episodes":[1]}"#, "",
    ])
    func aBrokenEpisodeIsAnErrorInOneLine(_ text: String) {
        let error = #expect(throws: JSONReader.Failure.self) {
            try read(text) { try EpisodeJSON.catalog(JSONReader(bytes: $0)) }
        }
        #expect(error?.description.contains("\n") == false)
    }

    /// One run says everything wrong with an object, as a character's error does (each
    /// problem was a run of its own: a wrong type stopped the reading at once).
    @Test func oneErrorNamesEveryProblemOfAnEpisodeOrALocation() {
        let episode = #expect(throws: JSONReader.Failure.self) {
            try read(#"{"episodes":[{"id":"1","air_date":7,"characters":"x"}]}"#) {
                try EpisodeJSON.catalog(JSONReader(bytes: $0))
            }
        }
        let location = #expect(throws: JSONReader.Failure.self) {
            try read(#"{"locations":[{"type":[],"dimension":"C-137"}]}"#) {
                try LocationJSON.catalog(JSONReader(bytes: $0))
            }
        }
        for (error, problems) in [
            (episode, ["\"id\"", "\"air_date\"", "\"characters\"", "missing field \"name\""]),
            (location, ["\"type\"", "missing fields \"id\", \"name\""]),
        ] {
            for problem in problems {
                #expect(error?.description.contains(problem) == true, "\(error?.description ?? "") lacks \(problem)")
            }
        }
    }

    @Test func theEmbeddedDataHasTheWholeSet() throws {
        let episodes = try read(EmbeddedEpisodesJSON.text) { try JSONRecords.array($0, EpisodeJSON.read) }
        let locations = try read(EmbeddedLocationsJSON.text) { try JSONRecords.array($0, LocationJSON.read) }
        #expect(episodes.count == 51 && locations.count == 126)
        #expect(episodes.first?.name == "Pilot" && episodes.first?.code == "S01E01")
        #expect(locations.first?.name == "Earth (C-137)")
        // Every link resolves within the data: casts and residents name characters 1–826.
        let characterIDs = Set(CharacterSource.embedded().knownRecords().map(\.id))
        #expect(characterIDs.count == 826)
        #expect(episodes.allSatisfy { Set($0.characterIDs).isSubset(of: characterIDs) })
        #expect(locations.allSatisfy { Set($0.residentIDs).isSubset(of: characterIDs) })
    }
}

/// An episode search that is a code goes to the API as its `episode` parameter (a real HTTP
/// server on 127.0.0.1 hears it).
@Suite struct EpisodeCodeSearchURLTests {
    final class Heard: @unchecked Sendable {
        var names: [String] = []
    }

    @Test(arguments: [("S03", "episode"), ("s03e07", "episode"), ("Pilot", "name"), ("S3x", "name")])
    func aCodeIsSentAsTheEpisodeParameter(_ text: String, _ parameter: String) async throws {
        let heard = Heard()
        try await TestHTTPServer.with({ request in
            heard.names = request.query.map(\.name)
            return .json(.ok, #"{"info":{"count":0,"pages":1,"next":null,"prev":null},"results":[]}"#)
        }) { server in
            let client = APIClient(testing: server.baseURL)
            _ = try await EpisodeSource.server(client).page(RecordQuery(name: text), page: 1, refresh: false)
            await client.shutdown()
        }
        #expect(heard.names.contains(parameter), "\(heard.names)")
        #expect(heard.names.filter { $0 == "name" || $0 == "episode" }.count == 1, "\(heard.names)")
    }
}

/// Against a real HTTP server on 127.0.0.1.
@Suite struct RemoteRecordsTests {
    private func source(_ server: TestHTTPServer) -> RemoteRecords<EpisodeModel> {
        RemoteRecords(
            client: APIClient(testing: server.baseURL), resource: "episode", noun: "episode",
            readRecord: EpisodeJSON.read)
    }

    private static func page(_ request: HTTPRequest) -> HTTPResponse {
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        let number = Int(query["page"] ?? "1") ?? 1
        let name = query["name"] ?? ""
        let matching = (1...45).filter { name.isEmpty || "Episode \($0)".localizedCaseInsensitiveContains(name) }
        let slice = matching.dropFirst((number - 1) * 20).prefix(20)
        let next = slice.last.map { $0 < matching.last! } ?? false ? "\"next\"" : "null"
        let results = slice.map { Sample.episode($0, "Episode \($0)") }.joined(separator: ",")
        return .json(
            .ok, #"{"info":{"count":\#(matching.count),"pages":3,"next":\#(next),"prev":null},"results":[\#(results)]}"#
        )
    }

    @Test func aPageIsAskedWithTheAPIsParameters() async throws {
        try await TestHTTPServer.with({ Self.page($0) }) { server in
            let page = try await source(server).page(RecordQuery(name: "4"), page: 1, refresh: false)
            #expect(page.items.map(\.id) == [4, 14, 24, 34, 40, 41, 42, 43, 44, 45].sorted())
            #expect(server.requests.first?.path == "/api/episode")
            #expect(server.requests.first?.query == ["page": "1", "name": "4"])
        }
    }

    @Test func severalRecordsAreOneRequestForTheMissingOnes() async throws {
        try await TestHTTPServer.with({ request in
            if request.path == "/api/episode/1,2" {
                return .json(.ok, "[\(Sample.episode(1, "Pilot")),\(Sample.episode(2, "Lawnmower Dog"))]")
            }
            return .json(.ok, Sample.episode(3, "Anatomy Park"))
        }) { server in
            let source = source(server)
            let first = try await source.records(ids: [1, 2]).map(\.name)
            let second = try await source.records(ids: [2, 3, 1]).map(\.name)
            #expect(first == ["Pilot", "Lawnmower Dog"])
            #expect(second == ["Lawnmower Dog", "Anatomy Park", "Pilot"])
            #expect(server.requests.map(\.path) == ["/api/episode/1,2", "/api/episode/3"])
        }
    }

    @Test func aMissingRecordIsNotFoundAndAServerErrorCanBeRetried() async throws {
        try await TestHTTPServer.with({ request in
            request.path.hasSuffix("/9")
                ? .json(.notFound, #"{"error":"Episode not found"}"#) : .json(.internalServerError, "{}")
        }) { server in
            let source = source(server)
            await #expect(throws: RecordError.notFound(noun: "episode", id: 9)) {
                try await source.record(id: 9, refresh: false)
            }
            let error = await #expect(throws: RecordError.self) { try await source.record(id: 8, refresh: false) }
            #expect(error == .server(.http(status: 500)))
            #expect(error?.isTransient == true)
        }
    }

    @Test func aBodyThatIsNotAnEpisodeSaysSoInOneLine() async throws {
        try await TestHTTPServer.with({ _ in .json(.ok, "{\"id\": \"one\"}") }) { server in
            let error = await #expect(throws: RecordError.self) {
                try await source(server).record(id: 1, refresh: false)
            }
            #expect(error?.description.hasPrefix("The server's answer could not be read") == true)
            #expect(error?.description.contains("\n") == false)
        }
    }
}

/// Each request is bounded in size, and says so in words.
@Suite struct APIClientLimitTests {
    @Test func anAnswerLargerThanTheLimitIsCutOffAndSaidSo() async throws {
        // Given a server answering 64 kB where 16 kB is the most read
        let body = "[" + String(repeating: "0,", count: 32_000) + "0]"
        try await TestHTTPServer.with({ _ in .json(.ok, body) }) { server in
            let client = APIClient(testing: server.baseURL, maximumBytes: 16 << 10)

            // When / Then
            let error = await #expect(throws: APIError.self) { try await client.get(client.url(["episode"])) }
            #expect(error?.description == "The server's answer could not be read: the answer is larger than 16 kB.")
            #expect(error?.isTransient == false)
        }
    }

    @Test func anAnswerWithinTheLimitIsReadWhole() async throws {
        let body = "[" + String(repeating: "0,", count: 1_000) + "0]"
        try await TestHTTPServer.with({ _ in .json(.ok, body) }) { server in
            let client = APIClient(testing: server.baseURL, maximumBytes: 16 << 10)
            let (data, status) = try await client.get(client.url(["episode"]))
            #expect(status == 200)
            #expect(data.count == body.utf8.count)
        }
    }
}
