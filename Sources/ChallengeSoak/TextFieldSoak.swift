import Core
import TerminalApp
import TestSupport

/// The soak's text-field section: random Unicode scalars typed one at a time, the way a
/// terminal delivers them, so a combining mark, a skin tone, a zero-width joiner or the
/// second half of a flag joins the character before the cursor.
extension SoakSections {
    /// Half the edits go to a field alone, checked after each (the cursor on a character
    /// boundary, the limits kept); half go through the app into the list's search, the `:`
    /// palette and the filter's text fields at random sizes, every frame checked.
    static func textFields(count: Int, random: inout SeededRandom, deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "text fields")
        var field = TextField()
        for index in 0..<count / 2 {
            if index % 1024 == 0, ContinuousClock.now > deadline {
                result.fail("out of time after \(index) edits of a field")
                return result
            }
            let edit = randomEdit(&random)
            field.apply(edit)
            if let problem = brokenInvariant(of: field) {
                result.fail("after \(edit) on \(field.text.debugDescription): \(problem)")
            }
            if Int.random(in: 0..<200, using: &random) == 0 { field.clear() }
            result.cases += 1
        }
        // Keys that open a field, from Home.
        let openings: [(name: String, keys: [Key])] = [
            ("the list's search", [.character("2"), .character("/")]),
            ("the palette", [.character(":")]),
            ("the filter's species", [.character("2"), .character("f"), .tab, .tab]),
            ("the filter's type", [.character("2"), .character("f"), .tab, .tab, .tab]),
        ]
        var index = count / 2
        while index < count {
            guard ContinuousClock.now <= deadline else {
                result.fail("out of time after \(index) of \(count) edits")
                break
            }
            guard let app = try? SoakApp(data: .embedded, random: &random) else {
                result.fail("the app did not build")
                break
            }
            let opening = openings.randomElement(using: &random)!
            for key in opening.keys {
                app.controller.handle(key)
                app.scheduler.drain()
            }
            for _ in 0..<min(500, count - index) {
                let key = randomEditingKey(&random)
                app.controller.handle(key)
                app.scheduler.drain()
                if Int.random(in: 0..<50, using: &random) == 0 {
                    app.controller.resize(
                        width: Int.random(in: 1...300, using: &random), height: Int.random(in: 1...100, using: &random))
                }
                checkFrame(
                    app, fullCheck: index % 97 == 0, into: &result, context: "\(opening.name), \(key.name)")
                result.cases += 1
                index += 1
            }
        }
        let typed = replayType(count: count, random: &random, into: &result)
        result.note = "combining marks, ZWJ, skin tones, regional indicators, one scalar at a time" + typed
        return result
    }

    /// Replay's `Type` of `count` characters into the list's search, timed beside a quarter
    /// as many: the time must grow in proportion (it grew with the square: 200,000 took
    /// 2.6 s and 10 MB never ended). Returns the figure for the table's note.
    static func replayType(count: Int, random: inout SeededRandom, into result: inout SoakResult) -> String {
        guard count >= 4 else { return "" }
        let letters = Array("abcdefghijklmnopqrstuvwxyz ")
        func play(_ length: Int, random: inout SeededRandom) -> Duration? {
            let text = Array((0..<length).map { _ in letters.randomElement(using: &random)! })
            // A tape's line holds at most 10,000 bytes: the text is typed 9,000 at a time.
            let types = stride(from: 0, to: text.count, by: 9000).map { start in
                "Type \"" + String(text[start..<min(start + 9000, text.count)]) + "\"\n"
            }
            do {
                let script = try ReplayParser.parse(
                    "Set Size 80x24\nType \"2/\"\n" + types.joined(), file: "soak-type")
                let runner = try ReplayRunner(script: script, data: .embedded)
                let start = ContinuousClock.now
                let frame = try runner.run(onSnapshot: { _, _, _ in })
                let elapsed = ContinuousClock.now - start
                if !frame.plainText.contains("Search") { result.fail("Type of \(length): the search is not on screen") }
                return elapsed
            } catch {
                result.fail("Type of \(length): \(error)")
                return nil
            }
        }
        guard let quarter = play(count / 4, random: &random), let whole = play(count, random: &random) else {
            return ""
        }
        // Not counted among the cases (those are the edits): the note carries the figure.
        // A quarter as many must take about a quarter of the time; times too short to judge are not.
        if whole > .milliseconds(200), whole > quarter * 8 {
            result.fail(
                "replay Type grows faster than its length: \(count / 4) characters took \(quarter), \(count) took \(whole)"
            )
        }
        let seconds = Double(whole.components.seconds) + Double(whole.components.attoseconds) / 1e18
        return "; replay Type of \(count) characters: \(String(format: "%.2f", seconds)) s"
    }

    /// What a field must always be: its cursor on a character boundary, within its limits.
    static func brokenInvariant(of field: TextField) -> String? {
        let text = field.text
        if field.cursor != text.endIndex, !text.indices.contains(field.cursor) {
            return "the cursor is inside a character"
        }
        if field.beforeCursor + field.afterCursor != text { return "the text around the cursor is not the text" }
        if text.count > TextField.maximumLength || text.unicodeScalars.count > TextField.maximumScalars {
            return "over its limits"
        }
        return nil
    }

    /// Scalars that join what is around them, and some that do not.
    private static let scalarPool: [UInt32] = [
        0x61, 0x65, 0x20, 0x5A, 0x31,
        0x0301, 0x0308, 0x0323, 0x20DD, 0x0E49, 0x093F, // combining marks
        0x200D, 0xFE0F, 0xFE0E, // zero-width joiner, variation selectors
        0x1F3FB, 0x1F3FD, 0x1F3FF, // skin tones
        0x1F1E6, 0x1F1EB, 0x1F1F7, 0x1F1FA, 0x1F1F8, // regional indicators
        0x1F44D, 0x1F468, 0x1F469, 0x1F467, 0x2764, // emoji that ZWJ sequences are made of
        0x1100, 0x1161, 0x11A8, // Hangul jamo (L V T)
        0x5BFF, 0x0D, 0x0A, 0x07, 0x1B, 0x85, 0x2028, 0x202E, 0x200B, 0xFEFF, 0x7F,
    ]

    static func randomScalars(_ random: inout SeededRandom, count: Int) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<count {
            let value =
                Bool.random(using: &random) || scalarPool.isEmpty
                ? scalarPool.randomElement(using: &random)!
                : UInt32.random(in: 0x20...0x2FFFF, using: &random)
            scalars.append(Unicode.Scalar(value) ?? "?")
        }
        return String(scalars)
    }

    private static func randomEdit(_ random: inout SeededRandom) -> TextField.Edit {
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<9: .insert(randomScalars(&random, count: 1))
        case 9..<11: .insert(randomScalars(&random, count: Int.random(in: 2...12, using: &random)))
        case 11: .deleteBackward
        case 12: .deleteForward
        case 13: .deleteWordBackward
        case 14: .deleteToStart
        case 15: .deleteToEnd
        case 16: .moveLeft
        case 17: .moveRight
        case 18: .moveToStart
        default: .moveToEnd
        }
    }

    private static func randomEditingKey(_ random: inout SeededRandom) -> Key {
        let editing: [Key] = [
            .backspace, .delete, .left, .right, .home, .end,
            .control("a"), .control("e"), .control("k"), .control("u"), .control("w"),
        ]
        if Int.random(in: 0..<3, using: &random) == 0 { return editing.randomElement(using: &random)! }
        // A terminal hands over one scalar at a time; a scalar alone is a Character.
        return .character(Character(randomScalars(&random, count: 1)))
    }
}
