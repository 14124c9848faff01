import Core
import Foundation
import TerminalApp
import TestSupport

/// Catalogs built to break a reader: nesting no stack survives, names no row fits,
/// every class of control and escape, wide and combining text, broken UTF-8, wrong types.
enum HostileCatalogs {
    static func all(random: inout SeededRandom) -> [(name: String, bytes: Data)] {
        var catalogs: [(String, Data)] = []
        func add(_ name: String, _ text: String) { catalogs.append((name, Data(text.utf8))) }
        func character(_ id: Int, name: String, extra: String = "") -> String {
            #"{"id":\#(id),"name":\#(name),"status":"Alive","species":"Human","type":"","gender":"Male","origin":{"name":"Earth","url":""},"location":{"name":"Earth","url":"https://x/api/location/1"},"image":"","episode":["https://x/api/episode/1"],"url":"","created":""\#(extra)}"#
        }
        func quoted(_ text: String) -> String {
            String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
        }

        add(
            "nested 100,000 deep in a field",
            "["
                + character(
                    1, name: "\"Deep\"",
                    extra: #","x":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
                + "]")
        add(
            "nested 100,000 deep at the top",
            String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        add(
            "an object nested 50,000 deep",
            String(repeating: #"{"a":"#, count: 50_000) + "1" + String(repeating: "}", count: 50_000))
        add("a 1 MB name", "[" + character(1, name: quoted(String(repeating: "W", count: 1 << 20))) + "]")
        add("a 100,000-cell wide name", "[" + character(1, name: quoted(String(repeating: "寿", count: 100_000))) + "]")
        add(
            "a combining run of 10,000",
            "[" + character(1, name: quoted("e" + String(repeating: "\u{301}", count: 10_000))) + "]")
        add("emoji sequences", "[" + character(1, name: quoted(String(repeating: "👨‍👩‍👧‍👦🏳️‍🌈🇫🇷👍🏽", count: 500))) + "]")
        add(
            "Thai and Devanagari clusters",
            "[" + character(1, name: quoted(String(repeating: "กำ क्षि ", count: 2000))) + "]")
        let controls = (0..<32).map { String(format: "\\u%04x", $0) }.joined() + "\\u007f" + "\\u0085\\u009b\\u009c"
        add("every C0 and C1 control, escaped", "[" + character(1, name: "\"a\(controls)b\"") + "]")
        add(
            "terminal escapes in every field",
            "["
                + character(
                    1, name: #""\u001b[2J\u001b]0;owned\u0007\u001bP+q\u001b\\""#, extra: #","species2":"\u001b[31m""#)
                + "]")
        add("line breaks in a name", "[" + character(1, name: #""Rick\r\nSan\nchez\r\n""#) + "]")
        add(
            "bidi overrides and zero widths",
            "[" + character(1, name: quoted("\u{202E}evil\u{202C}\u{200B}\u{FEFF}\u{2066}x")) + "]")
        add("lone surrogates", "[" + character(1, name: #""\ud800\udc00\ud800x\udfff""#) + "]")
        catalogs.append(
            (
                "broken UTF-8",
                Data("[{\"id\":1,\"name\":\"".utf8) + Data([0xC3, 0x28, 0xFF, 0xFE, 0x80]) + Data("\"}]".utf8)
            ))
        add("an id that is text", #"[{"id":"1","name":"x"}]"#)
        add("a name that is a number", #"[{"id":1,"name":12}]"#)
        add(
            "episodes that are an object",
            "["
                + character(1, name: "\"x\"").replacingOccurrences(
                    of: #""episode":["https://x/api/episode/1"]"#, with: #""episode":{"a":1}"#) + "]")
        add("results that are an object", #"{"info":{},"results":{"id":1}}"#)
        add(
            "huge numbers", #"[{"id":1e999,"name":"x"},{"id":-0,"name":"y"},{"id":99999999999999999999999,"name":"z"}]"#
        )
        add("empty", "")
        add("null", "null")
        add("a byte-order mark and nothing", "\u{FEFF}")
        add(
            "the whole form with hostile episodes",
            #"{"characters":[],"episodes":[{"id":1,"name":"\u001b[2J","episode":"S01E01","air_date":"","characters":["x/1",7,null]}],"locations":[{"id":"x"}]}"#
        )
        // A usable catalog cut at random points.
        let whole = "[" + (1...40).map { character($0, name: quoted("Person \($0) 😀")) }.joined(separator: ",") + "]"
        for _ in 0..<6 {
            let cut = Int.random(in: 0..<whole.utf8.count, using: &random)
            catalogs.append(("a catalog cut at byte \(cut)", Data(whole.utf8.prefix(cut))))
        }
        // Random bytes, and random bytes inside a valid document.
        for _ in 0..<6 {
            let count = Int.random(in: 1...4096, using: &random)
            catalogs.append(
                ("\(count) random bytes", Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &random) })))
            var bytes = Array(whole.utf8)
            for _ in 0..<8 {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            catalogs.append(("a catalog with 8 random bytes", Data(bytes)))
        }
        return catalogs
    }
}
