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
        ("[keys]\n\nquit = 1.5\n", 3, "\"1.5\" is not a value here"),
        ("[keys]\nquit = \"q\nback = 1\n", 2, "the string is not closed on its line"),
        ("[keys]\nquit = \"q\"\nquit = \"x\"\n", 3, "\"quit\" is set twice in [keys]"),
        ("[keys]\n[theme]\n[keys]\n", 3, "the table [keys] is written twice"),
        ("[keys]\nquit = \"q\" back = \"h\"\n", 2, "one setting a line"),
        ("[keys.more]\n", 1, "nested tables"),
        ("[keys]\na.b = 1\n", 2, "dotted keys"),
        ("[keys]\nquit = {}\n", 2, "inline tables"),
        ("[keys]\nquit = [1]\n", 2, "a list here holds strings"),
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
}
