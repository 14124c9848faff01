import Core

/// The part of TOML a config file needs, read with the line of every key: tables
/// (`[keys]`), `key = value` with a string (basic or literal), an integer, a boolean or an
/// array of strings (over several lines, trailing comma and comments allowed), and `#`
/// comments. What TOML has beyond that (dotted keys, inline tables, floats, dates,
/// multi-line strings) is refused with its line, never guessed at. A library reader was
/// weighed and left (docs/config.md): it gave no line for a key, and every refusal here
/// names one.
enum ConfigTOML {
    enum Value: Equatable, Sendable {
        case string(String)
        case integer(Int)
        case boolean(Bool)
        case strings([String])

        /// How an error names what was found ("a string").
        var kind: String {
            switch self {
            case .string: "a string"
            case .integer: "a number"
            case .boolean: "true or false"
            case .strings: "a list of strings"
            }
        }
    }

    /// One `key = value`, with its table ("" before the first) and line (from 1).
    struct Entry: Equatable, Sendable {
        let table: String
        let key: String
        let value: Value
        let line: Int
        /// The line of the table's header (0 for the root).
        let tableLine: Int
    }

    /// What is wrong and where.
    struct Problem: Error, Equatable {
        let line: Int
        let message: String
    }

    /// The entries in file order; the first thing wrong is thrown with its line. With
    /// `tables`, a header naming any other table is refused at its line, even one with no keys.
    static func parse(_ text: String, tables known: [String]? = nil) throws(Problem) -> [Entry] {
        var reader = Reader(scalars: Array(text.unicodeScalars), knownTables: known)
        return try reader.document()
    }

    /// The longest key or value read: a key name is a word, a value a path or a colour.
    static let maximumStringLength = 4096

    private struct Reader {
        let scalars: [Unicode.Scalar]
        let knownTables: [String]?
        var index = 0
        var line = 1

        init(scalars: [Unicode.Scalar], knownTables: [String]?) {
            self.scalars = scalars
            self.knownTables = knownTables
        }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        func fail(_ message: String) -> Problem { Problem(line: line, message: message) }

        mutating func document() throws(Problem) -> [Entry] {
            var entries: [Entry] = []
            var table = ""
            var tableLine = 0
            var tables: Set<String> = [""]
            var keys: Set<String> = []
            while true {
                skipBlankLines()
                guard let scalar = current else { return entries }
                if scalar == "[" {
                    let header = line
                    table = try tableHeader()
                    tableLine = header
                    guard tables.insert(table).inserted else {
                        throw Problem(
                            line: header, message: "the table [\(UntrustedText.shown(table))] is written twice")
                    }
                    if let knownTables, !knownTables.contains(table), knownTables.contains(table.lowercased()) {
                        throw Problem(
                            line: header,
                            message: "the table is written [\(table.lowercased())]: "
                                + "a config's names are lowercase, as TOML tells [\(UntrustedText.shown(table))] from it"
                        )
                    }
                    if let knownTables, !knownTables.contains(table) {
                        let names = knownTables.map { "[\($0)]" }.joined(separator: ", ")
                        throw Problem(
                            line: header, message: "unknown table [\(UntrustedText.shown(table))] (known: \(names))")
                    }
                } else {
                    let keyLine = line
                    let key = try keyName()
                    skipSpaces()
                    guard current == "=" else {
                        throw fail(
                            current == "."
                                ? "dotted keys are not used here: write [table] then key = value"
                                : "expected = after the key \"\(UntrustedText.shown(key))\"")
                    }
                    index += 1
                    skipSpaces()
                    let value = try self.value()
                    let path = table + "\u{0}" + key
                    guard keys.insert(path).inserted else {
                        throw Problem(
                            line: keyLine,
                            message: "\"\(UntrustedText.shown(key))\" is set twice in [\(UntrustedText.shown(table))]")
                    }
                    entries.append(Entry(table: table, key: key, value: value, line: keyLine, tableLine: tableLine))
                }
                try endOfLine()
            }
        }

        /// Spaces, tabs, comments and line ends before the next statement.
        mutating func skipBlankLines() {
            while let scalar = current {
                if scalar == " " || scalar == "\t" || scalar == "\r" {
                    index += 1
                } else if scalar == "\n" {
                    index += 1
                    line += 1
                } else if scalar == "#" {
                    while let next = current, next != "\n" { index += 1 }
                } else {
                    return
                }
            }
        }

        mutating func skipSpaces() {
            while let scalar = current, scalar == " " || scalar == "\t" { index += 1 }
        }

        /// After a statement: spaces, then a comment, a line end or the end of the file.
        mutating func endOfLine() throws(Problem) {
            skipSpaces()
            if current == "#" {
                while let next = current, next != "\n" { index += 1 }
            }
            if current == "\r" { index += 1 }
            guard let scalar = current else { return }
            guard scalar == "\n" else {
                if scalar == "\"" || scalar == "'" {
                    throw fail("a second value after the first; several keys are a list: [\"q\", \"x\"]")
                }
                throw fail("unexpected \(shown(scalar)) after the value; one setting a line")
            }
        }

        mutating func tableHeader() throws(Problem) -> String {
            index += 1
            if current == "[" { throw fail("arrays of tables ([[…]]) are not used here") }
            skipSpaces()
            let name = try keyName()
            skipSpaces()
            if current == "." { throw fail("nested tables are not used here: the tables are [keys], [theme], …") }
            guard current == "]" else { throw fail("expected ] to close the table [\(name)") }
            index += 1
            return name
        }

        mutating func keyName() throws(Problem) -> String {
            guard let scalar = current else { throw fail("expected a key") }
            if scalar == "\"" || scalar == "'" {
                let name = try string()
                guard !name.isEmpty else { throw fail("a key has a name") }
                return name
            }
            var name = ""
            while let next = current, Self.isBare(next) {
                name.unicodeScalars.append(next)
                index += 1
                if name.unicodeScalars.count > ConfigTOML.maximumStringLength { throw fail("the key is too long") }
            }
            guard !name.isEmpty else { throw fail("expected a key name or [table], found \(shown(scalar))") }
            // A character no bare name holds, inside one (a zero-width space), is named.
            if let next = current, !" \t\r\n=].#".unicodeScalars.contains(next) {
                throw fail("\(shown(next)) cannot be in a name: letters, digits, _ and - (after \(shownWord(name)))")
            }
            return name
        }

        static func isBare(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "_" || scalar == "-")
        }

        mutating func value() throws(Problem) -> Value {
            guard let scalar = current, scalar != "\n", scalar != "#" else { throw fail("expected a value after =") }
            switch scalar {
            case "\"", "'": return .string(try string())
            case "[": return .strings(try array())
            case "{": throw fail("inline tables are not used here")
            default: break
            }
            var word = ""
            while let next = current, !" \t\r\n#,]".unicodeScalars.contains(next) {
                word.unicodeScalars.append(next)
                index += 1
                if word.unicodeScalars.count > 64 { break }
            }
            switch word {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            default:
                if let number = Self.integer(word) { return .integer(number) }
                // Digits as TOML writes them that no Int holds (a leading zero is no number at all).
                let digits = word.drop { $0 == "+" || $0 == "-" }.filter { $0 != "_" }
                if digits.first != "0", !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                    throw fail("\(shownWord(word)) is too large a number")
                }
                throw fail("\(shownWord(word)) is not a value here: write a \"string\", a number, true or false")
            }
        }

        /// A decimal integer, `_` allowed between digits, as TOML writes one.
        static func integer(_ word: String) -> Int? {
            var digits = Substring(word)
            if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
            guard let first = digits.first, let last = digits.last, first.isASCII, first.isNumber, last.isASCII,
                last.isNumber, !digits.contains("__"), first != "0" || digits.count == 1
            else { return nil }
            let plain = digits.filter { $0 != "_" }
            guard plain.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(plain) else { return nil }
            return word.hasPrefix("-") ? -value : value
        }

        mutating func array() throws(Problem) -> [String] {
            index += 1
            var items: [String] = []
            while true {
                skipBlankLines()
                guard let scalar = current else { throw fail("the list is not closed with ]") }
                if scalar == "]" {
                    index += 1
                    return items
                }
                guard scalar == "\"" || scalar == "'" else {
                    throw fail("a list here holds strings in quotes, found \(shown(scalar))")
                }
                items.append(try string())
                if items.count > 64 { throw fail("a list here holds at most 64 strings") }
                skipBlankLines()
                if current == "," {
                    index += 1
                } else if current != "]" {
                    throw fail(current == nil ? "the list is not closed with ]" : "expected , or ] in the list")
                }
            }
        }

        /// A basic ("…", with escapes) or literal ('…') string on one line.
        mutating func string() throws(Problem) -> String {
            let quote = scalars[index]
            index += 1
            if current == quote, index + 1 < scalars.count, scalars[index + 1] == quote {
                throw fail("multi-line strings are not used here")
            }
            var text = ""
            while true {
                guard let scalar = current, scalar != "\n" else { throw fail("the string is not closed on its line") }
                index += 1
                if scalar == quote { return text }
                if quote == "\"", scalar == "\\" {
                    text.unicodeScalars.append(try escape())
                } else if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                    throw fail("a control character in a string is written as an escape (\\u…)")
                } else {
                    text.unicodeScalars.append(scalar)
                }
                if text.unicodeScalars.count > ConfigTOML.maximumStringLength { throw fail("the string is too long") }
            }
        }

        mutating func escape() throws(Problem) -> Unicode.Scalar {
            guard let scalar = current else { throw fail("the string is not closed on its line") }
            index += 1
            switch scalar {
            case "\"": return "\""
            case "\\": return "\\"
            case "n": return "\n"
            case "t": return "\t"
            case "r": return "\r"
            case "b": return "\u{08}"
            case "f": return "\u{0C}"
            case "e": return "\u{1B}"
            case "u", "U":
                let count = scalar == "u" ? 4 : 8
                guard index + count <= scalars.count else { throw fail("\\\(scalar) takes \(count) hex digits") }
                var hex = ""
                for offset in 0..<count { hex.unicodeScalars.append(scalars[index + offset]) }
                // Only hex digits are echoed: the soak found a line end read into the message.
                guard hex.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit) else {
                    throw fail("\\\(scalar) takes \(count) hex digits")
                }
                guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
                    throw fail("\\\(scalar)\(hex) is not a character")
                }
                index += count
                return decoded
            default:
                throw fail("\\\(shown(scalar)) is not an escape TOML knows")
            }
        }

        func shown(_ scalar: Unicode.Scalar) -> String {
            "\"\(UntrustedText.shown(String(scalar)))\""
        }

        func shownWord(_ word: String) -> String {
            "\"\(UntrustedText.shown(word))\""
        }
    }
}
