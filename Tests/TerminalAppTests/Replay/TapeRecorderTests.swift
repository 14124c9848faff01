import Core
import Testing

@testable import TerminalApp

@MainActor
@Suite struct TapeRecorderTests {
    /// A recorded event: a key with the size after it.
    private typealias Event = (key: Key, size: (width: Int, height: Int))

    /// The tape a recorder writes for `events`, edits applied as the file applies them.
    private func tape(_ events: [Event], breadcrumbs: [Int: String] = [:], intoText: Set<Int> = []) -> [String] {
        var recorder = TapeRecorder()
        var lines = ["Set Size 80x24"]
        func apply(_ edit: TapeRecorder.Edit?) {
            switch edit {
            case .append(let line): lines.append(line)
            case .replaceLast(let line): lines[lines.count - 1] = line
            case nil: break
            }
        }
        for (index, event) in events.enumerated() {
            apply(recorder.record(event.key, size: event.size, intoText: intoText.contains(index)))
            apply(recorder.screen(breadcrumb: breadcrumbs[index]))
        }
        return lines
    }

    /// The keys a tape plays, one per press, resizes as `.resize` with their sizes.
    private func playedKeys(_ lines: [String]) throws -> [String] {
        let script = try ReplayParser.parse(lines.joined(separator: "\n"), file: "t.tape")
        return script.steps.flatMap { step -> [String] in
            switch step.command {
            case .key(let key, let times): Array(repeating: "\(key)", count: times)
            case .type(let text): text.map { "\(Key.character($0))" }
            case .resize(let width, let height): ["resize \(width)x\(height)"]
            default: []
            }
        }
    }

    private func description(_ events: [Event]) -> [String] {
        var result: [String] = []
        for (index, event) in events.enumerated() {
            guard event.key == .resize else {
                result.append("\(event.key)")
                continue
            }
            // Consecutive resizes are one: replay plays the last size.
            if index + 1 < events.count, events[index + 1].key == .resize { continue }
            result.append("resize \(event.size.width)x\(event.size.height)")
        }
        return result
    }

    private static let size = (width: 80, height: 24)

    @Test func everyNamedKeyParsesBackToItself() throws {
        // Given every key of the shared table, each pressed once, then twice, and the pattern-named keys
        var keys = KeyNames.table.map(\.key)
        keys += KeyNames.table.map(\.key).flatMap { [$0, $0] }
        keys += [
            .control("z"), .control("r"), .function(1), .function(12), .click(x: 0, y: 0), .click(x: 79, y: 23),
            .character("q"), .character("/"), .character(":"), .character("é"),
        ]
        let events = keys.map { (key: $0, size: Self.size) }

        // When they are recorded and the tape is parsed
        let played = try playedKeys(tape(events))

        // Then the tape plays the same keys in the same order
        #expect(played == description(events))
    }

    @Test func repeatsFoldIntoOneLine() {
        // Given Down pressed five times, then Enter
        let events = Array(repeating: (key: Key.down, size: Self.size), count: 5) + [(key: .enter, size: Self.size)]

        // When recorded
        let lines = tape(events)

        // Then the tape says Down 5, Enter
        #expect(lines == ["Set Size 80x24", "Down 5", "Enter"])
    }

    @Test func typedTextWithQuotesBackslashesAndWideCharactersParsesBack() throws {
        // Given text with a quote, a backslash, a #, a wide character and an emoji typed key by key
        let text = "Rick \"C-137\" \\ # 日本 🧪 ok"
        let events = text.map { (key: Key.character($0), size: Self.size) }

        // When recorded as typed into a field
        let lines = tape(events, intoText: Set(events.indices))

        // Then it is one Type line that plays the same characters
        #expect(lines.count == 2)
        #expect(lines[1].hasPrefix("Type \""))
        #expect(try playedKeys(lines) == description(events))
    }

    @Test(arguments: ["\"", "#", "\\", "j", "日", " "])
    func aLoneCharacterOfAnyKindParsesBack(_ text: String) throws {
        // Given one character pressed alone, then twice, then three times, as a key and into a field
        for count in 1...3 {
            let events = Array(repeating: (key: Key.character(Character(text)), size: Self.size), count: count)
            for intoText in [Set<Int>(), Set(events.indices)] {
                // When recorded / Then the tape plays it back
                #expect(try playedKeys(tape(events, intoText: intoText)) == description(events))
            }
        }
    }

    @Test func charactersOutsideAFieldAreKeysAndInsideOneText() {
        // Given j j k on a list, then / and "rick" into the search field it opened, then Enter
        let keys: [Key] =
            [.character("j"), .character("j"), .character("k"), .character("/")] + "rick".map { .character($0) } + [
                .enter
            ]
        let events = keys.map { (key: $0, size: Self.size) }

        // When recorded, the field having focus for "rick" only
        let lines = tape(events, intoText: Set(4..<8))

        // Then the keys read as keys and the text as text
        #expect(lines == ["Set Size 80x24", "j 2", "k", "/", "Type \"rick\"", "Enter"])
    }

    @Test func aPasteIntoAFieldIsTypedTextAndAPasteElsewhereIsNothing() {
        // Given a paste on the list (ignored), then / and "ri" typed and "ck\n" pasted into the field
        let keys: [Key] = [.paste("q"), .character("/"), .character("r"), .character("i"), .paste("ck\n")]
        let events = keys.map { (key: $0, size: Self.size) }

        // When recorded, the field having focus for the last three
        let lines = tape(events, intoText: Set(2..<5))

        // Then the paste joins the typed text, as replay types it, and the ignored one left no line
        #expect(lines == ["Set Size 80x24", "/", "Type \"rick\""])
    }

    @Test func aBurstOfResizesIsOneLineWithTheLastSize() {
        // Given a window dragged through three sizes
        let events: [Event] = [(.resize, (100, 30)), (.resize, (120, 40)), (.resize, (90, 20)), (.down, Self.size)]

        // When recorded
        let lines = tape(events)

        // Then one Resize line names the last size
        #expect(lines == ["Set Size 80x24", "Resize 90x20", "Down"])
    }

    @Test func aSizeChangeSeenWithoutAResizeKeyIsRecordedAndAnUnchangedOneIsNot() {
        // Given a recorder at 80×24
        var recorder = TapeRecorder(size: (80, 24))

        // When a frame comes at the same size, a SIGWINCH changes nothing, and a frame comes at 100×30 (resumed after Ctrl-Z)
        let same = recorder.resize(to: (80, 24))
        let unchanged = recorder.record(.resize, size: (80, 24))
        let resumed = recorder.resize(to: (100, 30))

        // Then only the change is written
        #expect(same == nil && unchanged == nil)
        #expect(resumed == .append("Resize 100x30"))
    }

    @Test func aNewScreenIsExpectedAndEndsAFold() {
        // Given Down, Down, Enter onto a new screen, then Down
        let events: [Event] = [(.down, Self.size), (.down, Self.size), (.enter, Self.size), (.down, Self.size)]

        // When recorded with the breadcrumb changing after Enter
        let lines = tape(events, breadcrumbs: [0: "Home", 2: "Home › \"Quoted\" Characters"])

        // Then each screen is expected on line 2, quoted so it parses back
        #expect(
            lines == [
                "Set Size 80x24", "Down", "Expect \"Home\" on line 2", "Down", "Enter",
                "Expect \"Home › \\\"Quoted\\\" Characters\" on line 2", "Down",
            ])
        #expect(throws: Never.self) { try ReplayParser.parse(lines.joined(separator: "\n"), file: "t.tape") }
    }

    @Test func aBreadcrumbThatChangesWithNoKeyBetweenRewritesTheExpectation() {
        // Given a title that arrives after its screen was first drawn
        var recorder = TapeRecorder()
        _ = recorder.record(.enter, size: Self.size)
        let first = recorder.screen(breadcrumb: "Home › Characters › …")

        // When the next frame has the final title
        let second = recorder.screen(breadcrumb: "Home › Characters › Rick Sanchez")

        // Then the expectation is rewritten, not added
        #expect(first == .append("Expect \"Home › Characters › …\" on line 2"))
        #expect(second == .replaceLast("Expect \"Home › Characters › Rick Sanchez\" on line 2"))
    }

    @Test func aClickIsWrittenFromOneAndParsesBackAtItsCell() throws {
        // Given a click at the top-left cell and one at (9, 3)
        let lines = tape([(.click(x: 0, y: 0), Self.size), (.click(x: 9, y: 3), Self.size)])

        // When the tape is parsed
        let script = try ReplayParser.parse(lines.joined(separator: "\n"), file: "t.tape")

        // Then it says column,row from 1 and plays the same cells
        #expect(lines.dropFirst() == ["Click 1,1", "Click 10,4"])
        #expect(script.steps.map(\.source) == ["Click 1,1", "Click 10,4"])
        #expect(throws: ReplayParser.Failure.self) { try ReplayParser.parse("Click 0,4", file: "t.tape") }
        #expect(throws: ReplayParser.Failure.self) { try ReplayParser.parse("Click 4", file: "t.tape") }
    }

    @Test func theHeaderNamesSizeDataAndParses() throws {
        // Given a recording started at 100×30 on a catalog whose path has a space
        let lines = TapeRecorder.header(
            size: (100, 30), catalog: "/tmp/my catalog.json", apiBaseURL: nil, layout: .stack)

        // When parsed
        let script = try ReplayParser.parse(lines.joined(separator: "\n"), file: "t.tape")

        // Then the settings come back
        #expect(script.size == (100, 30))
        #expect(script.catalog == "/tmp/my catalog.json")
        #expect(script.layout == .stack)
    }

    @Test func theHeaderNamesTheFeaturesLeftOutAndParsesBackToThem() throws {
        // Given a recording of a run started with --without location,episode
        let without = try LeftOutFeatures(parsing: "location,episode")
        let lines = TapeRecorder.header(size: (80, 24), catalog: nil, apiBaseURL: nil, without: without)

        // When parsed
        let script = try ReplayParser.parse(lines.joined(separator: "\n"), file: "t.tape")

        // Then the tape leaves out the same features, named in tab order
        #expect(lines.contains("Set Without episode,location"), "\(lines)")
        #expect(script.without == without)
    }

    @Test func aRunDrawnInASCIIReplaysInASCII() throws {
        // Given a recording of a run drawn in ASCII (--ascii, or LANG=C), its breadcrumb expected as drawn
        let lines =
            TapeRecorder.header(size: (80, 24), catalog: nil, apiBaseURL: nil, ascii: true)
            + ["2", "Enter", #"Expect "Characters > Rick Sanchez" on line 2"#]

        // When its own replay plays it, with no option
        let script = try ReplayParser.parse(lines.joined(separator: "\n"), file: "t.tape")
        let runner = try ReplayRunner(script: script, data: .embedded)

        // Then the tape says so, and its expectation holds
        #expect(lines.contains("Set ASCII on"), "\(lines)")
        #expect(throws: Never.self) { try runner.run(onSnapshot: { _, _, _ in }) }
        #expect(
            !TapeRecorder.header(size: (80, 24), catalog: nil, apiBaseURL: nil).contains { $0.hasPrefix("Set ASCII") })
    }

    @Test func setASCIITakesOnOrOff() throws {
        #expect(try ReplayParser.parse("Set ASCII off", file: "t.tape").ascii == false)
        #expect(try ReplayParser.parse("Set ascii ON", file: "t.tape").ascii == true)
        #expect(throws: ReplayParser.Failure.self) { try ReplayParser.parse("Set ASCII yes", file: "t.tape") }
    }

    @Test func aRunWithEveryFeatureHasNoWithoutLine() {
        let lines = TapeRecorder.header(size: (80, 24), catalog: nil, apiBaseURL: nil)
        #expect(!lines.contains { $0.hasPrefix("Set Without") })
    }

    @Test func aRunWithAConfigNamesItAndParsesBackToIt() throws {
        // Given a recording of a run that read a config (whose path has a space)
        let lines = TapeRecorder.header(size: (80, 24), catalog: nil, apiBaseURL: nil, config: "/home/u/my config.toml")

        // When parsed
        let script = try ReplayParser.parse(lines.joined(separator: "\n"), file: "t.tape")

        // Then the tape plays with the same config; a run without one names none
        #expect(lines.contains("Set Config \"/home/u/my config.toml\""), "\(lines)")
        #expect(script.config == "/home/u/my config.toml")
        #expect(
            !TapeRecorder.header(size: (80, 24), catalog: nil, apiBaseURL: nil).contains { $0.hasPrefix("Set Config") })
    }
}
