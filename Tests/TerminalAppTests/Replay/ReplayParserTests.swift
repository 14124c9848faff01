import Testing

@testable import TerminalApp

@MainActor
@Suite struct ReplayParserTests {
    /// The problems a script is rejected with (none when it parses).
    private func problems(in text: String) -> [String] {
        do {
            _ = try ReplayParser.parse(text, file: "t.tape")
            return []
        } catch let failure as ReplayParser.Failure {
            return failure.problems
        } catch {
            return ["unexpected error: \(error)"]
        }
    }

    @Test func selectTakesOneQuotedTitle() throws {
        let script = try ReplayParser.parse("Select \"About\"\n", file: "t.tape")
        guard case .select(let title) = try #require(script.steps.first).command else {
            Issue.record("not a Select: \(script.steps)")
            return
        }
        #expect(title == "About")
        #expect(problems(in: "Select\n") == [#"t.tape:1: Select takes one quoted row title, e.g. Select "About""#])
    }

    @Test func anUnknownCommandIsReportedWithItsLine() {
        // Given / When a script with an unknown command on line 2 is parsed
        let problems = problems(in: "Enter\nJump\n")

        // Then the problem names file, line and command
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("t.tape:2: unknown command or key \"Jump\"") == true)
    }

    @Test(arguments: [
        (#"Open "challenge://character/detail/2\nx""#, #"a line break (\u{A})"#),
        (#"Open "challenge://home\tx""#, #"a tab (\u{9})"#), (#"Open """#, "the link is empty"),
    ])
    func anOpenOfWhatCanBeNoLinkIsRefusedAtItsLine(_ line: String, _ reason: String) {
        // When a tape opens a text that can be no link
        let problems = problems(in: "Enter\n\(line)\n")

        // Then its line says why (it opened Not Found, or the part before a line break)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.hasPrefix("t.tape:2: Open: ") == true, "\(problems)")
        #expect(problems.first?.contains(reason) == true, "\(problems)")
    }

    @Test(arguments: [
        ("Set Size 80x24\nSet Size 100x30\nEnter\n", "t.tape:2: Set Size is given twice (first on line 1)"),
        (
            "Set Layout stack\nSet Size 80x24\nSet layout columns\n",
            "t.tape:3: Set layout is given twice (first on line 1)"
        ),
        (
            "Set APIBaseURL http://a\nSet api-base-url http://b\n",
            "t.tape:2: Set api-base-url is given twice (first on line 1)"
        ),
        ("Enter\nSet Size 80x24\n", "t.tape:2: Set belongs at the top, before the first step"),
    ])
    func aSettingGivenTwiceOrAfterAStepIsRefusedAtItsLine(_ text: String, _ expected: String) {
        // When
        let problems = problems(in: text)

        // Then (the second Size silently won)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.hasPrefix(expected) == true, "\(problems)")
    }

    @Test func aTapeWithWindowsLineEndingsReadsAsItsLines() throws {
        // Given the same tape with CRLF and with LF ("\r\n" is one Character: it was one line)
        let lines = ["Set Size 100x30", "2", "Expect \"Characters\"", "Down 3", ""]

        // When both are parsed
        let crlf = try ReplayParser.parse(lines.joined(separator: "\r\n"), file: "t.tape")
        let lf = try ReplayParser.parse(lines.joined(separator: "\n"), file: "t.tape")

        // Then they are the same script
        #expect(crlf.size == (100, 30))
        #expect(String(describing: crlf.steps) == String(describing: lf.steps))
        #expect(crlf.steps.count == 3)
    }

    @Test func aBadKeyNameIsReportedWithItsLine() {
        // Given / When a script with a function key beyond F12 is parsed
        let problems = problems(in: "Enter\n\nF13\n")

        // Then the problem names file, line and key
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("t.tape:3: unknown command or key \"F13\"") == true)
    }

    @Test func stepsAfterCtrlCAreRefusedWithTheirLine() {
        // Given / When a tape that quits with Ctrl+C on line 2, then expects on line 3
        let problems = problems(in: "Enter\nCtrl+C\nExpect \"THIS IS NOT THERE\"\nDown\n")

        // Then the first step after it is refused, once
        #expect(problems == ["t.tape:3: steps after a quit can never run (Ctrl+C on line 2 ends the app)"])
    }

    @Test func hashAndQuoteAreKeysByNameAndQuoted() throws {
        // Given / When
        let script = try ReplayParser.parse("Hash\nQuote\n\"#\"\n\"\\\"\"\n", file: "t.tape")

        // Then each is the key
        let keys = script.steps.compactMap { step -> Key? in
            if case .key(let key, _) = step.command { return key }
            return nil
        }
        #expect(keys == [.character("#"), .character("\""), .character("#"), .character("\"")])
        // And a script can name every key the app can show by its name
        #expect(Key(name: Key.character("#").name) == .character("#"))
        #expect(Key(name: Key.character("\"").name) == .character("\""))
    }

    @Test func theKeyListInAnErrorNamesShiftTabAndCtrlLetters() {
        let problems = problems(in: "Jump\n")
        #expect(problems.first?.contains("Shift+Tab") == true)
        #expect(problems.first?.contains("Ctrl+A…Ctrl+Z") == true)
    }

    @Test func aBadAPIBaseURLIsReportedAtItsLine() {
        let problems = problems(in: "Set Size 80x24\nSet APIBaseURL foo\n")
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("t.tape:2: Set APIBaseURL takes an http(s) URL") == true)
        #expect(problems.first?.contains("--api-base-url") == false)
    }

    @Test func anUnterminatedStringIsReportedWithItsLine() {
        // Given / When a Type whose quote is never closed is parsed
        let problems = problems(in: "Type \"smith\n")

        // Then the problem says the quote is missing
        #expect(problems == ["t.tape:1: unterminated string (a \" is missing)"])
    }

    @Test func anUnknownEscapeIsReportedWithItsLine() {
        // Given / When a string with \q (it typed a q, and \u{41} typed u{41})
        let problems = problems(in: "Enter\nType \"a\\qb\"\n")

        // Then the line says which escapes a string knows
        #expect(problems == [#"t.tape:2: \q is no escape; a string knows \", \\, \n, \t, \e and \u{…}"#])
    }

    @Test(arguments: [#"\u41"#, #"\u{}"#, #"\u{110000}"#, #"\u{D800}"#, #"\u{1234567}"#, #"\u{zz}"#])
    func aBadScalarEscapeIsReportedWithItsLine(_ escape: String) {
        let problems = problems(in: "Type \"a\(escape)b\"\n")
        #expect(problems == [#"t.tape:1: \u takes a scalar in hex in braces, as \u{1B}"#])
    }

    @Test func aControlCharacterWrittenRawIsReportedWithItsLine() {
        // Given / When a raw ESC inside a string (it was dropped without a word)
        let problems = problems(in: "Type \"a\u{1B}b\"\n")

        // Then the line names it and the escape to write
        #expect(
            problems == [
                #"t.tape:1: a control character written raw (\u{1B}); in a string write it as an escape (\e, \n, \t, \u{7F})"#
            ])
    }

    @Test func theKnownEscapesTypeWhatTheySay() throws {
        let script = try ReplayParser.parse(#"Type "q\"\\\n\t\e\u{7F}\u{1F600}""#, file: "t.tape")
        guard case .type(let text)? = script.steps.first?.command else {
            Issue.record("expected Type, got \(String(describing: script.steps.first?.command))")
            return
        }
        #expect(text == "q\"\\\n\t\u{1B}\u{7F}\u{1F600}")

        // And what the recorder writes reads back as it was, every control included
        let every = String(
            String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init) + ["\u{7F}", "é", "\""]))
        let recorded = try ReplayParser.parse("Type " + TapeRecorder.quoted(every), file: "t.tape")
        guard case .type(let back)? = recorded.steps.first?.command else {
            Issue.record("expected Type")
            return
        }
        #expect(back.unicodeScalars.elementsEqual(every.unicodeScalars))
    }

    @Test(arguments: ["0", "many", "100001", "-3"])
    func aBadRepeatCountIsReportedWithItsLine(_ count: String) {
        // Given / When a key with a bad repeat count is parsed
        let problems = problems(in: "Enter\nDown \(count)\n")

        // Then the problem gives the allowed range and the bad value
        #expect(problems == ["t.tape:2: a key's repeat count is a number from 1 to 100000, got \"\(count)\""])
    }

    @Test(arguments: [
        "Set Size 80by24", "Set Size 0x24", "Resize 1001x40", "Resize 80x", "Set Size 80x24x", "Set Size x80x24",
        "Set Size 80xx24", "Set Size +80x24", "Resize 0x50x24",
    ])
    func aBadSizeIsReportedWithItsLine(_ line: String) {
        // Given / When a setting or step with a bad size is parsed
        let problems = problems(in: line + "\n")

        // Then the problem says what a size looks like
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("t.tape:1: a size is COLSxROWS between 1x1 and 1000x1000, got ") == true)
    }

    @Test(arguments: ["Sleep 0x10s", "Sleep 1e3s", "Sleep .5s", "Sleep 5.s", "Sleep +5ms", "Sleep 1_000ms"])
    func aSleepNotWrittenInDigitsIsRefusedAtItsLine(_ line: String) {
        #expect(
            problems(in: "Enter\n\(line)\n") == ["t.tape:2: Sleep takes a duration such as 300ms or 2s, at most 3600s"])
    }

    @Test(arguments: ["Sleep 9223372036854775807ms", "Sleep 3600001ms", "Sleep 3601s", "Sleep -1ms", "Sleep infs"])
    func aSleepBeyondAnHourIsRefusedInEitherUnit(_ line: String) {
        // Given / When a Sleep longer than an hour (or negative, or endless) is parsed
        let problems = problems(in: "Enter\n\(line)\n")

        // Then it is refused with its line, before the clock could overflow
        #expect(problems == ["t.tape:2: Sleep takes a duration such as 300ms or 2s, at most 3600s"])
    }

    @Test func anHourIsTheLongestSleepInEitherUnit() throws {
        // Given / When an hour's Sleep is parsed in milliseconds and in seconds
        let script = try ReplayParser.parse("Sleep 3600000ms\nSleep 3600s\n", file: "t.tape")

        // Then both are an hour
        let durations = script.steps.compactMap { step -> Duration? in
            if case .sleep(let duration) = step.command { return duration }
            return nil
        }
        #expect(durations == [.seconds(3600), .seconds(3600)])
    }

    @Test func sleepsAddingUpToMoreThanADayAreRefusedAtTheLineThatCrossesIt() {
        // Given / When 25 Sleeps of an hour are parsed
        let problems = problems(in: String(repeating: "Sleep 3600s\n", count: 25))

        // Then the 25th is refused: the running total is bounded as well as each Sleep
        #expect(problems == ["t.tape:25: the Sleeps add up to more than 24 hours of replay time"])
    }

    @Test func anOverlongLineIsRefusedWithoutEchoingIt() {
        // Given / When a line of 20,000 bytes is parsed
        let problems = problems(in: "Enter\n" + String(repeating: "x", count: 20_000) + "\n")

        // Then it is refused by its length, and its text is not shown
        #expect(problems == ["t.tape:2: the line is 20000 bytes long; a line holds at most 10000"])
    }

    @Test func aLongBadWordIsEchoedCutWithAnEllipsis() {
        // Given / When an unknown command of 5,000 letters is parsed
        let problems = problems(in: String(repeating: "y", count: 5000) + "\n")

        // Then the error shows its first 40 letters and an ellipsis
        #expect(problems.count == 1)
        let shown = "\"" + String(repeating: "y", count: 40) + "…\""
        #expect(problems.first?.hasPrefix("t.tape:1: unknown command or key \(shown)") == true, "\(problems)")
        #expect((problems.first?.count ?? .max) < 1000)
    }

    @Test func aTapeOfManyBadLinesListsTheFirstTwentyAndCountsTheRest() {
        // Given / When 100 bad lines are parsed
        let problems = problems(in: String(repeating: "Jump\n", count: 100))

        // Then twenty are listed, then a count of the others
        #expect(problems.count == 21)
        #expect(problems.first?.hasPrefix("t.tape:1: unknown command or key \"Jump\"") == true)
        #expect(problems.last == "t.tape: … and 80 more problems")
    }

    @Test func aSettingAfterAStepIsReportedWithItsLine() {
        // Given / When a Set comes after the first step
        let problems = problems(in: "Set Size 80x24\nEnter\nSet Size 100x30\n")

        // Then the problem says settings belong at the top
        #expect(problems == ["t.tape:3: Set belongs at the top, before the first step"])
    }

    @Test func everyProblemIsReportedTogether() throws {
        // Given a script with three problems on lines 2, 4 and 5
        let text = "Set Size 80x24\nJump\nEnter\nDown 0\nType \"open\n"

        // When it is parsed
        let failure = try #require(throws: ReplayParser.Failure.self) {
            try ReplayParser.parse(text, file: "three.tape")
        }

        // Then all three are reported, one line each, in order
        #expect(failure.problems.count == 3)
        let lines = failure.description.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("three.tape:2: "))
        #expect(lines[1].hasPrefix("three.tape:4: "))
        #expect(lines[2].hasPrefix("three.tape:5: "))
    }

    @Test func commentsAndBlankLinesAreSkipped() throws {
        // Given a script with comments, blank lines and a trailing comment
        let text = "# a comment\n\nEnter\n   # an indented comment\n\t\nDown # trailing words\n"

        // When it is parsed
        let script = try ReplayParser.parse(text, file: "t.tape")

        // Then only the two steps remain, with their own line numbers
        #expect(script.steps.map(\.line) == [3, 6])
        guard case .key(.down, times: 1) = script.steps[1].command else {
            Issue.record("expected Down once, got \(script.steps[1].command)")
            return
        }
    }

    @Test func aRepeatCountRepeatsTheKey() throws {
        // Given / When "Down 50" is parsed
        let script = try ReplayParser.parse("Down 50\n", file: "t.tape")

        // Then it is one step pressing Down fifty times
        #expect(script.steps.count == 1)
        guard case .key(.down, times: 50) = script.steps[0].command else {
            Issue.record("expected Down ×50, got \(script.steps[0].command)")
            return
        }
    }

    @Test func anExpectationCanBeAnchoredOnOneLine() throws {
        // Given / When an Expect anchored on line 3 is parsed
        let script = try ReplayParser.parse("Expect \"Rick Sanchez\" on line 3\n", file: "t.tape")

        // Then it looks at line 3 only
        guard case .expect(let text, let anchor, present: true) = script.steps[0].command else {
            Issue.record("expected an Expect, got \(script.steps[0].command)")
            return
        }
        #expect(text == "Rick Sanchez")
        #expect(anchor == .lines(3...3))
        #expect(anchor.description == "on line 3")
    }

    @Test func anExpectationCanBeAnchoredOnARangeOfLines() throws {
        // Given / When an ExpectNot anchored on lines 2-5 is parsed
        let script = try ReplayParser.parse("ExpectNot \"Species:\" on lines 2-5\n", file: "t.tape")

        // Then it looks at lines 2 to 5 for absence
        guard case .expect(let text, let anchor, present: false) = script.steps[0].command else {
            Issue.record("expected an ExpectNot, got \(script.steps[0].command)")
            return
        }
        #expect(text == "Species:")
        #expect(anchor == .lines(2...5))
        #expect(anchor.description == "on lines 2-5")
    }

    @Test(arguments: ["Expect \"x\" on lines 5-2", "Expect \"x\" on line 0", "Expect \"x\" at line 3"])
    func aBadAnchorIsReported(_ line: String) {
        // Given / When an expectation with a malformed anchor is parsed
        let problems = problems(in: line + "\n")

        // Then it is rejected with its line
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("t.tape:1: ") == true)
    }

    @Test func settingsAtTheTopAreApplied() throws {
        // Given / When a script sets its size and catalog
        let script = try ReplayParser.parse("Set Size 120x40\nSet Catalog fixtures/c.json\nEnter\n", file: "t.tape")

        // Then the script carries them
        #expect(script.size.width == 120)
        #expect(script.size.height == 40)
        #expect(script.catalog == "fixtures/c.json")
    }
}

/// Scripts are read by Unicode scalars, and what they say is echoed cleaned.
@MainActor
@Suite struct ReplayScriptTextTests {
    @Test func aQuotedStringMayStartWithACombiningMark() throws {
        // Given a quote followed by U+0301 (which would fuse with it as one character)
        let script = try ReplayParser.parse("Type \"\u{301}abc\"\n", file: "t.tape")

        // Then it is a string, whole
        guard case .type(let text)? = script.steps.first?.command else {
            Issue.record("expected Type, got \(String(describing: script.steps.first?.command))")
            return
        }
        #expect(text.unicodeScalars.elementsEqual("\u{301}abc".unicodeScalars))
    }

    @Test(.tags(.endToEnd), .timeLimit(.minutes(1))) func aScriptLineHoldingAnESCIsRefusedWithoutEchoingIt() throws {
        // Given a script line holding an ESC written raw (it was typed without it, unsaid)
        let scratch = try ScratchDirectory(prefix: "replay-echo")
        let path = try scratch.write("Type \"x\u{1B}[2Jy\"\n", to: "echo.tape")

        // When the real binary plays it with --frames
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path
        let result = try ChildProcess.run(binary, ["replay", path, "--frames"])

        // Then it is refused at its line, naming the character escaped; no ESC reached any output
        #expect(result.status == 2, "\(result.error)")
        #expect(result.error.contains("echo.tape:1: a control character written raw (\\u{1B})"), "\(result.error)")
        #expect(!result.output.contains("\u{1B}"))
        #expect(!result.error.contains("\u{1B}"))
    }

    @Test(.tags(.endToEnd), arguments: [["replay", "--ascii", "SCRIPT"], ["replay", "SCRIPT", "--ascii"]])
    func replayDrawsInASCIIWhenAsked(_ arguments: [String]) throws {
        // Given a script that opens the help box
        let scratch = try ScratchDirectory(prefix: "replay-ascii")
        let path = try scratch.write("Set Size 60x16\n?\n", to: "help.tape")

        // When the real binary plays it with --ascii, before or after the script
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path
        let result = try ChildProcess.run(binary, arguments.map { $0 == "SCRIPT" ? path : $0 })

        // Then the box and everything the app wrote is ASCII
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("+- Keys - Home"))
        #expect(result.output.unicodeScalars.allSatisfy { $0.isASCII })
    }
}
