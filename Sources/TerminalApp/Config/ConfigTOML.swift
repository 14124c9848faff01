import Core

/// The part of TOML 1.0 a config file needs, read with the line of every key: tables
/// (`[keys]`), `key = value` with a string (any of the four kinds), an integer (any base), a
/// float, a boolean or an array of strings (over several lines, trailing comma and comments
/// allowed), and `#` comments. What TOML has beyond that (dotted keys, inline tables, nested
/// tables, arrays of tables, dates, lists of anything but strings) is refused with its line
/// and named, never guessed at. A library reader was weighed and left (docs/config.md): it
/// gave no line for a key, and every refusal here names one.
nonisolated package enum ConfigTOML {
    package enum Value: Equatable, Sendable {
        case string(String)
        case integer(Int)
        case float(Double)
        case boolean(Bool)
        case strings([String])

        /// How an error names what was found ("a string").
        var kind: String {
            switch self {
            case .string: "a string"
            case .integer: "a number"
            case .float: "a float"
            case .boolean: "true or false"
            case .strings: "a list of strings"
            }
        }
    }

    /// One `key = value`, with its table ("" before the first) and line (from 1).
    package struct Entry: Equatable, Sendable {
        package let table: String
        package let key: String
        package let value: Value
        package let line: Int
        /// The line of the table's header (0 for the root).
        let tableLine: Int
    }

    /// What is wrong and where.
    package struct Problem: Error, Equatable {
        package let line: Int
        package let message: String
    }

    /// The entries in file order; the first thing wrong is thrown with its line. With
    /// `tables`, a header naming any other table is refused at its line, even one with no keys.
    static func parse(_ text: String, tables known: [String]? = nil) throws(Problem) -> [Entry] {
        try read(text, tables: known).entries
    }

    /// The entries, and every table's name in file order (one with no keys too).
    package static func read(_ text: String, tables known: [String]? = nil) throws(Problem) -> (
        entries: [Entry], tables: [String]
    ) {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var reader = Reader(scalars: scalars, knownTables: known)
        let entries = try reader.document()
        return (entries, reader.tableNames)
    }

    /// The longest key or value read: a key name is a word, a value a path or a colour.
    static let maximumStringLength = 4096

    private struct Reader {
        let scalars: [Unicode.Scalar]
        let knownTables: [String]?
        var index = 0
        var line = 1
        var tableNames: [String] = []

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
                try skipBlankLines()
                guard let scalar = current else { return entries }
                if scalar == "[" {
                    let header = line
                    table = try tableHeader()
                    tableLine = header
                    if keys.contains("\u{0}" + table) {
                        throw Problem(
                            line: header,
                            message: "\"\(UntrustedText.shown(table))\" is a key above, so it cannot be a table too")
                    }
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
                    tableNames.append(table)
                } else {
                    let keyLine = line
                    let key = try keyName()
                    skipSpaces()
                    guard current == "=" else {
                        throw fail(
                            current == "."
                                ? "dotted keys are not read here: write [table] then key = value"
                                : "expected = after the key \"\(UntrustedText.shown(key))\"")
                    }
                    index += 1
                    skipSpaces()
                    let value = try self.value(of: key, in: table)
                    let path = table + "\u{0}" + key
                    guard keys.insert(path).inserted else {
                        throw Problem(
                            line: keyLine,
                            message: "\"\(UntrustedText.shown(key))\" is set twice "
                                + (table.isEmpty ? "at the top level" : "in [\(UntrustedText.shown(table))]"))
                    }
                    entries.append(Entry(table: table, key: key, value: value, line: keyLine, tableLine: tableLine))
                }
                try endOfLine()
            }
        }

        /// Spaces, tabs, comments and line ends before the next statement.
        mutating func skipBlankLines() throws(Problem) {
            while let scalar = current {
                if scalar == " " || scalar == "\t" {
                    index += 1
                } else if try skipLineEnd() {
                    continue
                } else if scalar == "#" {
                    try skipComment()
                } else {
                    return
                }
            }
        }

        /// Moves past a line end (`\n` or `\r\n`) if one is here; a CR alone is none.
        mutating func skipLineEnd() throws(Problem) -> Bool {
            if current == "\r" {
                guard atLineEnd else { throw Self.bareCR(line) }
                index += 1
            }
            guard current == "\n" else { return false }
            index += 1
            line += 1
            return true
        }

        /// A `#` comment up to its line end: tab is the only control character it may hold.
        mutating func skipComment() throws(Problem) {
            while let next = current, next != "\n" {
                if next == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { return }
                if Self.isControl(next) {
                    throw fail("a control character (\(shown(next))) in a comment; only tab is allowed there")
                }
                index += 1
            }
        }

        /// What TOML allows in no comment or string but as an escape: C0 but tab, and DEL.
        static func isControl(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F
        }

        mutating func skipSpaces() {
            while let scalar = current, scalar == " " || scalar == "\t" { index += 1 }
        }

        /// After a statement: spaces, then a comment, a line end or the end of the file.
        mutating func endOfLine() throws(Problem) {
            skipSpaces()
            if current == "#" { try skipComment() }
            guard let scalar = current, !atLineEnd else { return }
            if scalar == "\r" { throw Self.bareCR(line) }
            if scalar == "\"" || scalar == "'" {
                throw fail("a second value after the first; several keys are a list: [\"q\", \"x\"]")
            }
            throw fail("unexpected \(shown(scalar)) after the value; one setting a line")
        }

        var atLineEnd: Bool {
            current == "\n" || current == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n"
        }

        static func bareCR(_ line: Int) -> Problem {
            Problem(line: line, message: "a carriage return (\\r) alone is no line end: end lines with \\n or \\r\\n")
        }

        mutating func tableHeader() throws(Problem) -> String {
            index += 1
            if current == "[" {
                index += 1
                skipSpaces()
                let name = (try? keyName()).map { "[\(UntrustedText.shown($0))]" } ?? "[table]"
                throw fail("arrays of tables ([[…]]) are not read here: write \(name) once, then its key = value lines")
            }
            skipSpaces()
            let name = try keyName()
            skipSpaces()
            if current == "." {
                throw fail("nested tables ([a.b]) are not read here: the tables are [keys], [theme], …")
            }
            guard current == "]" else { throw fail("expected ] to close the table [\(UntrustedText.shown(name))") }
            // The root's keys are kept as the table "", so a table of that name could not be told from them.
            if name.isEmpty { throw fail("a table named \"\" is not read here: name it, as [keys]") }
            index += 1
            return name
        }

        mutating func keyName() throws(Problem) -> String {
            guard let scalar = current else { throw fail("expected a key") }
            if scalar == "\"" || scalar == "'" {
                if isTripleQuote { throw fail("a key is a one-line string, not a multi-line one") }
                return try string()
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

        /// The value of `key` in `table` ("" before any [table]); both name what to write instead
        /// of what is not read.
        mutating func value(of key: String, in table: String) throws(Problem) -> Value {
            guard let scalar = current, !atLineEnd, scalar != "#" else { throw fail("expected a value after =") }
            switch scalar {
            case "\"", "'": return .string(try string())
            case "[": return .strings(try array())
            case "{":
                let shown = UntrustedText.shown(key)
                throw fail(
                    table.isEmpty
                        ? "inline tables are not read here: write [\(shown)] on a line of its own, then its key = value lines"
                        : "inline tables are not read here: \(shown) takes one value, a \"string\", a number, true or false"
                )
            default: break
            }
            let word = self.word()
            switch word {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            default: break
            }
            switch TOMLNumber(word) {
            case .integer(let number): return .integer(number)
            case .float(let number): return .float(number)
            case .tooLarge: throw fail("\(shownWord(word)) is too large a number: TOML's integers are 64-bit")
            case .notANumber:
                if Self.isDateOrTime(word) {
                    throw fail("dates and times are not read here: write \"\(UntrustedText.shown(word))\" in quotes")
                }
                throw fail("\(shownWord(word)) is not a value here: write a \"string\", a number, true or false")
            }
        }

        /// A value that is not in quotes, up to what ends it.
        mutating func word() -> String {
            var word = ""
            while let next = current, !" \t\r\n#,]".unicodeScalars.contains(next) {
                word.unicodeScalars.append(next)
                index += 1
                if word.unicodeScalars.count > 64 { break }
            }
            return word
        }

        /// `1979-05-27…` or `07:32…`, as TOML's dates and times start.
        static func isDateOrTime(_ word: String) -> Bool {
            let start = Array(word.unicodeScalars.prefix(5))
            func digits(_ range: Range<Int>) -> Bool {
                range.upperBound <= start.count && range.allSatisfy { ("0"..."9").contains(start[$0]) }
            }
            return digits(0..<4) && start.count > 4 && start[4] == "-"
                || digits(0..<2) && start.count > 2
                    && start[2] == ":"
        }

        mutating func array() throws(Problem) -> [String] {
            index += 1
            var items: [String] = []
            while true {
                try skipBlankLines()
                guard let scalar = current else { throw fail("the list is not closed with ]") }
                if scalar == "]" {
                    index += 1
                    return items
                }
                switch scalar {
                case "\"", "'": items.append(try string())
                case "[": throw fail("lists of lists are not read here; a list here holds \"strings\"")
                case "{": throw fail("inline tables are not read here; a list here holds \"strings\"")
                default:
                    let word = self.word()
                    guard word == "true" || word == "false" || TOMLNumber(word) != .notANumber else {
                        throw fail("a list here holds strings in quotes, found \(shownWord(word))")
                    }
                    throw fail("lists of numbers or booleans are not read here; a list here holds \"strings\"")
                }
                if items.count > 64 { throw fail("a list here holds at most 64 strings") }
                try skipBlankLines()
                if current == "," {
                    index += 1
                } else if current != "]" {
                    throw fail(current == nil ? "the list is not closed with ]" : "expected , or ] in the list")
                }
            }
        }

        var isTripleQuote: Bool {
            index + 2 < scalars.count && scalars[index + 1] == scalars[index] && scalars[index + 2] == scalars[index]
        }

        /// A string of any of TOML's four kinds: basic ("…", with escapes) or literal ('…'), on one
        /// line or, between three quotes, on several.
        mutating func string() throws(Problem) -> String {
            let quote = scalars[index]
            let multiLine = isTripleQuote
            index += multiLine ? 3 : 1
            // A line end right after the opening quotes is not part of the string.
            if multiLine { _ = try skipLineEnd() }
            let start = line
            var text = ""
            while true {
                guard let scalar = current else {
                    throw Problem(
                        line: start,
                        message: multiLine ? "the string is not closed" : "the string is not closed on its line")
                }
                if scalar == quote {
                    guard multiLine else {
                        index += 1
                        return text
                    }
                    // Up to two quotes may stand right before the closing three.
                    var run = 0
                    while index + run < scalars.count, scalars[index + run] == quote { run += 1 }
                    index += run
                    guard run < 3 else {
                        guard run <= 5 else { throw fail("too many quotes in a row at the end of the string") }
                        text.unicodeScalars.append(contentsOf: repeatElement(quote, count: run - 3))
                        return text
                    }
                    text.unicodeScalars.append(contentsOf: repeatElement(quote, count: run))
                } else if scalar == "\n" || scalar == "\r" {
                    guard multiLine else { throw fail("the string is not closed on its line") }
                    _ = try skipLineEnd()
                    text.unicodeScalars.append("\n")
                } else if quote == "\"", scalar == "\\" {
                    index += 1
                    if multiLine, try skipLineEndingBackslash() { continue }
                    text.unicodeScalars.append(try escape())
                } else if Self.isControl(scalar) {
                    throw fail("a control character in a string is written as an escape (\\u…)")
                } else {
                    index += 1
                    text.unicodeScalars.append(scalar)
                }
                if text.unicodeScalars.count > ConfigTOML.maximumStringLength { throw fail("the string is too long") }
            }
        }

        /// In a multi-line basic string, a `\` that ends its line takes that line end and the
        /// white space after it away. False (nothing moved) for a `\` that starts an escape.
        mutating func skipLineEndingBackslash() throws(Problem) -> Bool {
            var ahead = index
            while ahead < scalars.count, scalars[ahead] == " " || scalars[ahead] == "\t" { ahead += 1 }
            let saved = index
            index = ahead
            guard atLineEnd else {
                index = saved
                return false
            }
            while let next = current, next == " " || next == "\t" || next == "\n" || next == "\r" {
                if try !skipLineEnd() { index += 1 }
            }
            return true
        }

        mutating func escape() throws(Problem) -> Unicode.Scalar {
            guard let scalar = current, !atLineEnd else { throw fail("the string is not closed on its line") }
            index += 1
            switch scalar {
            case "\"": return "\""
            case "\\": return "\\"
            case "n": return "\n"
            case "t": return "\t"
            case "r": return "\r"
            case "b": return "\u{08}"
            case "f": return "\u{0C}"
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
                throw fail(
                    "\\\(shown(scalar)) is not an escape TOML 1.0 knows: write \\\" \\\\ \\b \\f \\n \\r \\t, \\uXXXX or \\UXXXXXXXX"
                )
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
