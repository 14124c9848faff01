import Foundation
import Testing

@testable import Core

/// A few of JSONTestSuite's cases (`make soak` runs them all from ../shared/conformance): the
/// reader keeps RFC 8259 in the values it skips as in those it reads, and reads keys and
/// surrogate escapes as every other reader does.
@Suite struct JSONReaderConformanceTests {
    private func accepts(_ text: String) -> Bool {
        let whole = Array(text.utf8).withUnsafeBytes { (try? JSONReader.check($0)) != nil }
        // A file read in chunks of every size up to nine bytes says the same: each value cut
        // at each of its bytes.
        for chunk in 1...9 {
            #expect(acceptsFile(text, chunk: chunk) == whole, "chunks of \(chunk)")
        }
        return whole
    }

    private func acceptsFile(_ text: String, chunk: Int) -> Bool {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("json-\(UUID().uuidString)").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        var reader = JSONReader(input: JSONFileInput(fd: fd, size: text.utf8.count, chunkBytes: chunk) { _ in })
        reader.skipBOM()
        reader.skipWhitespace()
        guard !reader.isAtEnd, (try? reader.skipValue()) != nil else { return false }
        reader.skipWhitespace()
        return reader.isAtEnd
    }

    @Test(arguments: [
        "[1e1]", "[-0]", "[0.5e-10]", "[1E+2]", "[-123.456e789]", "{\"a\":[{},[],null,true,false]}", "\"\\u0000\"",
        "[\"\\ud83c\\udf63\"]", "[\"\\/\\b\\f\\n\\r\\t\\\"\\\\\"]", " [] ", "{\"\":0,\"\":1}", "[\"\u{7F}\"]",
    ])
    func validJSONIsAccepted(_ text: String) {
        #expect(accepts(text))
    }

    @Test(arguments: [
        "[NaN]", "[-Infinity]", "[.5]", "[5.]", "[01]", "[-01]", "[+1]", "[0x1F]", "[1e]", "[1.e3]", "[\"\\q\"]",
        "[\"\\uZZZZ\"]", "[\"\\ud800\\u1x\"]", "[\"a\u{1F}\"]", "[\"\\x00\"]", "[nul]", "[truex]", "[1true]", "[1,]",
        "{\"a\" 1}", "[] []", "", "\u{FEFF}", "[\"\\U0041\"]",
    ])
    func invalidJSONIsRefused(_ text: String) {
        #expect(!accepts(text))
    }

    private func characters(_ json: String) throws -> [CharacterModel] {
        try Array(json.utf8).withUnsafeBytes { try CharacterJSON.catalog(JSONReader(bytes: $0)) }
    }

    private func character(_ fields: String) -> String {
        "{\"id\":1,\(fields),\"status\":\"Alive\",\"species\":\"Human\",\"gender\":\"Male\"}"
    }

    @Test(arguments: [
        ("x\\ud800\\u0041y", "x\u{FFFD}Ay"), ("x\\ud800\\ud83c\\udf63y", "x\u{FFFD}🍣y"),
        ("\\udc00\\ud800", "\u{FFFD}\u{FFFD}"),
        ("\\ud800", "\u{FFFD}"), ("\\ud800\\n", "\u{FFFD}\n"), ("\\ud83c\\udf63", "🍣"),
    ])
    func aLoneSurrogateIsReplacedAndTheEscapeAfterItReadOnItsOwn(_ written: String, _ read: String) throws {
        #expect(try characters("[\(character("\"name\":\"\(written)\""))]").map(\.name) == [read])
    }

    @Test func aKeyWrittenWithEscapesIsTheSameKey() throws {
        let catalog = "{\"ch\\u0061racters\":[\(character("\"n\\u0061me\":\"Rick\""))]}"
        #expect(try characters(catalog).map(\.name) == ["Rick"])
        let place = character("\"name\":\"R\",\"origin\":{\"n\\u0061me\":\"Earth\"}")
        #expect(try characters("[\(place)]").map(\.origin.name) == ["Earth"])
    }

    @Test func theLastOfEqualKeysWinsEverywhere() throws {
        #expect(try characters("[\(character("\"name\":\"A\",\"n\\u0061me\":\"B\""))]").map(\.name) == ["B"])
        // A field first of the wrong kind, then right: the later one is the field.
        #expect(try characters("[\(character("\"name\":5,\"name\":\"B\""))]").map(\.name) == ["B"])
        let first = character("\"name\":\"CharFirst\"")
        let second = character("\"name\":\"CharSecond\"")
        let catalog = """
            {"characters":[\(first)],"episodes":[{"id":1,"name":"EpFirst"}],
            "characters":[\(second)],"episodes":[{"id":1,"name":"EpSecond"}]}
            """
        #expect(try characters(catalog).map(\.name) == ["CharSecond"])
        #expect(
            try characters("{\"results\":[\(first)],\"results\":[\(second)],\"info\":{}}").map(\.name) == ["CharSecond"]
        )
        let episodes = try Array(catalog.utf8).withUnsafeBytes { try EpisodeJSON.catalog(JSONReader(bytes: $0)) }
        #expect(episodes?.map(\.name) == ["EpSecond"])
        let page = """
            {"info":{"count":2,"next":"x"},"results":[\(first)],"info":{"count":1}}
            """
        let read = try Array(page.utf8).withUnsafeBytes { try JSONRecords.page($0, CharacterJSON.read) }
        #expect(read.total == 1 && !read.hasNext)
        // An array of pages keeps every page's records: only one object's equal keys replace.
        #expect(try characters("[{\"results\":[\(first)]},{\"results\":[\(second)]}]").count == 2)
    }

    @Test(arguments: ["\"image\":\"\\q\"", "\"image\":NaN", "\"image\":.5", "\"image\":0x1F", "\"x\":[1,{\"y\":01}]"])
    func aSkippedValueIsCheckedAsStrictlyAsARead(_ extra: String) {
        #expect(throws: JSONReader.Failure.self) { try characters("[\(character("\"name\":\"R\",\(extra)"))]") }
    }

    @Test func anIdWithALeadingZeroIsRefused() {
        let catalog = "[{\"id\":007,\"name\":\"Zero\",\"status\":\"Alive\",\"species\":\"Human\",\"gender\":\"Male\"}]"
        #expect(throws: JSONReader.Failure.self) { try characters(catalog) }
    }
}
