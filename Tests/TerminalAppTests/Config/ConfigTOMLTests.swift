import Testing

@testable import TerminalApp

/// The TOML subset a config is read with: what it takes, and the line of what it refuses.
@Suite struct ConfigTOMLTests {
    @Test func tablesKeysAndValuesAreReadWithTheirLines() throws {
        // Given
        let text = """
            # a comment
            [keys]
            back = ["Esc", 'h',   # trailing comment
                    "Left",]
            quit = "q"
            [layout]
            columns_from = 1_40
            [start]
            restore = false
            "tab" = "episodes"
            """

        // When
        let entries = try ConfigTOML.parse(text)

        // Then
        #expect(
            entries.map { "\($0.table).\($0.key)@\($0.line)" } == [
                "keys.back@3", "keys.quit@5", "layout.columns_from@7", "start.restore@9", "start.tab@10",
            ])
        #expect(entries[0].value == .strings(["Esc", "h", "Left"]))
        #expect(entries[2].value == .integer(140))
        #expect(entries[3].value == .boolean(false))
    }

    @Test func escapesInBasicStringsAreDecodedAndLiteralStringsKeptAsWritten() throws {
        let entries = try ConfigTOML.parse(#"a = "\"\\\u00e9"  "# + "\nb = '\\n'\n")
        #expect(entries.map(\.value) == [.string("\"\\é"), .string("\\n")])
    }

    @Test(arguments: [
        ("[keys]\nquit = [\"q\"\n", 3, "the list is not closed with ]"),
        ("[keys]\n\nquit = 1979-05-27\n", 3, "dates and times are not read here"),
        ("[keys]\nquit = 0x8C_\n", 2, "\"0x8C_\" is not a value here"),
        ("a = 0x8000000000000000\n", 1, "too large a number"),
        ("a = +0x1\n", 1, "is not a value here"),
        ("a = 1.\n", 1, "is not a value here"),
        ("a = .5\n", 1, "is not a value here"),
        ("a = 1e\n", 1, "is not a value here"),
        ("a = 1__0\n", 1, "is not a value here"),
        ("a = 01.5\n", 1, "is not a value here"),
        ("a = \"\\e\"\n", 1, "is not an escape TOML 1.0 knows"),
        ("# a\u{1}b\n[keys]\n", 1, "a control character (\"\\u{1}\") in a comment"),
        ("# \u{7F}\n", 1, "a control character"),
        ("[keys]\r\nquit = \"q\"\r", 2, "a carriage return (\\r) alone is no line end"),
        ("\r\n\r[keys]\n", 2, "a carriage return"),
        ("quit = [\r\"q\"]\n", 1, "a carriage return"),
        ("a = 1\n\u{FEFF}b = 2\n", 2, "expected a key name or [table], found \"\\u{FEFF}\""),
        ("a = 1\n[a]\n", 2, "\"a\" is a key above, so it cannot be a table too"),
        ("a = \"\"\"x\"\"\"\"\"\"\n", 1, "too many quotes"),
        ("a = '''x\n", 1, "the string is not closed"),
        ("a = \"\"\"x\u{1}\"\"\"\n", 1, "control character"),
        ("[keys]\nquit = \"q\nback = 1\n", 2, "the string is not closed on its line"),
        ("[keys]\nquit = \"q\"\nquit = \"x\"\n", 3, "\"quit\" is set twice in [keys]"),
        ("a = 1\n\na = 2\n", 3, "\"a\" is set twice at the top level"),
        ("[keys]\n[theme]\n[keys]\n", 3, "the table [keys] is written twice"),
        ("[keys]\nquit = \"q\" back = \"h\"\n", 2, "one setting a line"),
        ("[keys.more]\n", 1, "nested tables"),
        ("[keys]\na.b = 1\n", 2, "dotted keys"),
        ("[keys]\nquit = {}\n", 2, "inline tables"),
        ("[keys]\nquit = [1]\n", 2, "lists of numbers or booleans are not read here; a list here holds \"strings\""),
        ("[keys]\nquit = [x]\n", 2, "a list here holds strings in quotes, found \"x\""),
        ("[keys]\nquit =\n", 2, "expected a value after ="),
        ("[keys\n", 1, "expected ] to close"),
        ("[keys\u{200B}]\n", 1, "\"\\u{200B}\" cannot be in a name: letters, digits, _ and - (after \"keys\")"),
        ("[keys]\nqu\u{200B}it = \"q\"\n", 2, "\"\\u{200B}\" cannot be in a name"),
        ("[layout]\ncolumns_from = 99999999999999999999999\n", 2, "\"99999999999999999999999\" is too large a number"),
        ("[keys]\nquit = \"q\" \"x\"\n", 2, "a second value after the first; several keys are a list: [\"q\", \"x\"]"),
        ("= 3\n", 1, "expected a key name"),
        ("a = \"\u{1}\"\n", 1, "control character"),
        ("a = 0777\n", 1, "is not a value here"),
        ("a = \"\\u12\n\"\n", 1, "\\u takes 4 hex digits"),
        ("a = \"\\uD800\"\n", 1, "\\uD800 is not a character"),
    ])
    func invalidTOMLNamesItsLine(_ text: String, _ line: Int, _ message: String) {
        #expect {
            try ConfigTOML.parse(text)
        } throws: { error in
            guard let problem = error as? ConfigTOML.Problem else { return false }
            return problem.line == line && problem.message.contains(message)
        }
    }

    @Test func crLfLineEndsReadAsLineEnds() throws {
        let entries = try ConfigTOML.parse("[keys]\r\nquit = \"q\"\r\n\r\nback = \"x\"\r\n")
        #expect(entries.map(\.line) == [2, 4])
    }

    @Test(arguments: [
        ("0x8C", 140), ("0o214", 140), ("0b1000_1100", 140), ("0xdead_BEEF", 0xDEAD_BEEF), ("+5", 5), ("-0", 0),
        ("1_4_0", 140), ("-9223372036854775808", .min), ("9223372036854775807", .max), ("0x7FFFFFFFFFFFFFFF", .max),
    ])
    func integersAreReadInEveryBase(_ written: String, _ value: Int) throws {
        #expect(try ConfigTOML.parse("a = \(written)\n").map(\.value) == [.integer(value)])
    }

    @Test(arguments: [
        ("140.0", 140.0), ("14e1", 140.0), ("1E+2", 100.0), ("-1_0.5e-1", -1.05), ("6.626e-34", 6.626e-34),
        ("inf", .infinity), ("-inf", -.infinity), ("+inf", .infinity), ("0.0", 0.0), ("1e06", 1e6),
    ])
    func floatsAreRead(_ written: String, _ value: Double) throws {
        #expect(try ConfigTOML.parse("a = \(written)\n").map(\.value) == [.float(value)])
    }

    @Test func nanIsAFloat() throws {
        let values = try ConfigTOML.parse("a = nan\nb = -nan\n").map(\.value)
        #expect(values.count == 2)
        #expect(values.allSatisfy { if case .float(let number) = $0 { number.isNaN } else { false } })
    }

    @Test func theFourKindsOfStringAreRead() throws {
        let text =
            "a = \"\"\"\nline \\\n   one\\tx\r\ntwo\"\"\"\"\"\nb = '''\nC:\\path\n'x''''\nc = 'lit'\nd = \"\\U0001F363\"\n"
        let entries = try ConfigTOML.parse(text)
        #expect(
            entries.map(\.value) == [
                .string("line one\tx\ntwo\"\""), .string("C:\\path\n'x'"), .string("lit"), .string("🍣"),
            ])
        // A multi-line string's lines count.
        #expect(entries.map(\.line) == [1, 5, 8, 9])
    }

    @Test func anEmptyQuotedKeyAndALeadingByteOrderMarkAreTOML() throws {
        let entries = try ConfigTOML.parse("\u{FEFF}\"\" = 1\n")
        #expect(entries.map(\.key) == [""])
    }

    @Test func everyTableIsListedThoseWithoutKeysToo() throws {
        #expect(try ConfigTOML.read("[keys]\n[theme]\nx = 1\n").tables == ["keys", "theme"])
    }
}
