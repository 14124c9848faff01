import Core
import FoundationEssentials

/// Reads the script format (one command a line, `#` comments):
///
///     Set Size 80x24            Set Catalog fixtures/hostile.json    Set APIBaseURL http://…
///     Set Layout columns        Set Config light.toml (a config file beside the tape)
///     Set ASCII on              Set Language es
///     Enter   Down 50   Ctrl+C   F1   q   Space   Hash   Quote   "#"
///     Type "smith"
///     Expect "Rick Sanchez"     Expect "Home" on line 1    ExpectNot "Species:" on lines 2-5
///     Snapshot list_top         Resize 120x40              Open challenge://character/detail/2
///     Sleep 300ms               Click 10,4 (column, row, from 1)
///
/// Every problem is reported with file:line before anything runs.
nonisolated package enum ReplayParser {
    struct Failure: Error, CustomStringConvertible {
        let problems: [String]
        var description: String { problems.joined(separator: "\n") }
    }

    /// The longest line read: a link (4096 bytes) quoted with room for its escapes.
    static let maximumLineBytes = 10_000
    /// The most virtual time one Sleep and a whole tape's Sleeps may take: the clock's
    /// arithmetic stays far from overflow, and no real tape waits longer.
    static let maximumSleep: Duration = .seconds(3600)
    static let maximumTotalSleep: Duration = .seconds(24 * 3600)
    /// Problems listed before the rest are only counted: a broken tape of a million lines
    /// is told in a screenful.
    static let maximumProblemsShown = 20
    /// How much of a bad word an error echoes.
    static let maximumEchoedCharacters = 40

    package static func parse(_ text: String, file: String) throws -> ReplayScript {
        var script = ReplayScript(file: file)
        var problems: [String] = []
        var problemCount = 0
        var seenStep = false
        // Each setting's line: a tape says each once (a second Size would silently win).
        var settingLines: [String: Int] = [:]
        var slept = Duration.zero
        // Ctrl+C always quits (even in a text field), so nothing after it can run.
        var quitLine: Int?
        // "\r\n" is one Character in Swift: a tape saved on Windows was one long line.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (index, rawLine) in lines.enumerated() {
            let lineNumber = index + 1
            guard rawLine.utf8.count <= maximumLineBytes else {
                problemCount += 1
                if problems.count < maximumProblemsShown {
                    problems.append(
                        "\(file):\(lineNumber): the line is \(rawLine.utf8.count) bytes long; "
                            + "a line holds at most \(maximumLineBytes)")
                }
                continue
            }
            let line = String(rawLine).trimmingScalars {
                $0 == "\r" || $0 == "\t" || $0.properties.generalCategory == .spaceSeparator
            }
            if line.isEmpty || line.hasPrefix("#") { continue }
            do {
                let words = try tokenize(line)
                guard let head = words.first else { continue }
                if head.lowercased() == "set" {
                    if seenStep { throw Problem("Set belongs at the top, before the first step") }
                    let setting = words.count > 1 ? words[1].lowercased().replacing("-", with: "") : ""
                    if let first = settingLines[setting] {
                        throw Problem("Set \(shown(words[1])) is given twice (first on line \(first)); keep one")
                    }
                    try applySetting(Array(words.dropFirst()), line: lineNumber, to: &script)
                    settingLines[setting] = lineNumber
                } else {
                    seenStep = true
                    if let quitLine {
                        throw Problem("steps after a quit can never run (Ctrl+C on line \(quitLine) ends the app)")
                    }
                    let command = try command(words)
                    if case .key(.control("c"), _) = command { quitLine = lineNumber }
                    if case .sleep(let duration) = command {
                        slept += duration
                        guard slept <= maximumTotalSleep else {
                            let hours = maximumTotalSleep.components.seconds / 3600
                            throw Problem("the Sleeps add up to more than \(hours) hours of replay time")
                        }
                    }
                    script.steps.append(ReplayScript.Step(line: lineNumber, source: line, command: command))
                }
            } catch let problem as Problem {
                problemCount += 1
                if problems.count < maximumProblemsShown { problems.append("\(file):\(lineNumber): \(problem.reason)") }
                if quitLine != nil { break }
            }
        }
        if problemCount > problems.count {
            problems.append("\(file): … and \(problemCount - problems.count) more problems")
        }
        if !problems.isEmpty { throw Failure(problems: problems) }
        return script
    }

    /// A word from the tape as an error quotes it: escaped, cut after a few dozen characters.
    static func shown(_ word: String) -> String {
        UntrustedText.shown(word, limit: maximumEchoedCharacters)
    }

    /// One thing wrong with one line, said as a sentence.
    struct Problem: Error, CustomStringConvertible {
        let reason: String
        init(_ reason: String) { self.reason = reason }
        var description: String { reason }
    }

    private static func applySetting(_ words: [String], line: Int, to script: inout ReplayScript) throws {
        guard words.count == 2 else { throw Problem("Set takes a name and a value, e.g. Set Size 80x24") }
        switch words[0].lowercased() {
        case "size":
            let size = try parseSize(words[1])
            script.size = (size.0, size.1)
        case "catalog":
            if script.apiBaseURL != nil { throw Problem("Set Catalog and Set APIBaseURL are alternatives; keep one") }
            script.catalog = words[1]
            script.catalogLine = line
        case "apibaseurl", "api-base-url":
            if script.catalog != nil { throw Problem("Set Catalog and Set APIBaseURL are alternatives; keep one") }
            guard (try? DataOptions.baseURL(words[1])) != nil else {
                throw Problem(
                    "Set APIBaseURL takes an http(s) URL with a host, e.g. http://127.0.0.1:8080/api (got \"\(shown(words[1]))\")"
                )
            }
            script.apiBaseURL = words[1]
        case "layout":
            guard let layout = LayoutMode(rawValue: words[1].lowercased()) else {
                throw Problem(
                    "a layout is \(LayoutMode.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(shown(words[1]))\""
                )
            }
            script.layout = layout
        case "ascii":
            switch words[1].lowercased() {
            case "on": script.ascii = true
            case "off": script.ascii = false
            default: throw Problem("Set ASCII takes on or off, got \"\(shown(words[1]))\"")
            }
        case "language":
            guard let language = Language(code: words[1]) else {
                throw Problem("Set Language takes \(Language.accepted), got \"\(shown(words[1]))\"")
            }
            script.language = language
        case "config":
            script.config = words[1]
            script.configLine = line
        case "without":
            do {
                script.without = try LeftOutFeatures(parsing: words[1])
            } catch {
                throw Problem("Set Without: \(error)")
            }
        default:
            throw Problem(
                "unknown setting \"\(shown(words[0]))\" "
                    + "(known: Size, Catalog, APIBaseURL, Layout, Without, Config, ASCII, Language)")
        }
    }

    private static func command(_ words: [String]) throws -> ReplayScript.Command {
        let head = words[0]
        let arguments = Array(words.dropFirst())
        switch head.lowercased() {
        case "type":
            guard arguments.count == 1 else { throw Problem("Type takes one quoted string, e.g. Type \"smith\"") }
            return .type(arguments[0])
        case "expect", "expectnot":
            guard let text = arguments.first else { throw Problem("\(shown(head)) takes a quoted string") }
            return .expect(text, try anchor(Array(arguments.dropFirst())), present: head.lowercased() == "expect")
        case "expectstack":
            guard arguments.count == 1 else {
                throw Problem("ExpectStack takes one quoted destination, as the inspector's stack names it")
            }
            return .expectStack(arguments[0])
        case "snapshot":
            guard arguments.count == 1,
                arguments[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
            else {
                throw Problem("Snapshot takes one name of letters, digits, _ and -")
            }
            return .snapshot(arguments[0])
        case "resize":
            guard arguments.count == 1 else { throw Problem("Resize takes COLSxROWS, e.g. Resize 120x40") }
            let size = try parseSize(arguments[0])
            return .resize(width: size.0, height: size.1)
        case "open":
            guard arguments.count == 1 else { throw Problem("Open takes one link (challenge --help lists them)") }
            if let problem = DeepLink.problem(in: arguments[0]) { throw Problem("Open: \(problem)") }
            return .open(arguments[0])
        case KeyNames.click.lowercased():
            guard arguments.count == 1, let click = KeyNames.click(at: arguments[0]) else {
                throw Problem("Click takes COLUMN,ROW counted from 1, e.g. Click 10,4")
            }
            return .key(click, times: 1)
        case "select":
            guard arguments.count == 1 else {
                throw Problem("Select takes one quoted row title, e.g. Select \"About\"")
            }
            return .select(arguments[0])
        case "sleep":
            guard arguments.count == 1, let duration = parseDuration(arguments[0]) else {
                throw Problem("Sleep takes a duration such as 300ms or 2s, at most \(maximumSleep.components.seconds)s")
            }
            return .sleep(duration)
        default:
            guard let key = Key(name: head) else {
                if let correction = Key.correction(for: head) { throw Problem(correction) }
                throw Problem("unknown command or key \"\(shown(head))\" (keys: \(Key.scriptNames))")
            }
            switch arguments.count {
            case 0:
                return .key(key, times: 1)
            case 1:
                guard let times = Int(arguments[0]), (1...100_000).contains(times) else {
                    throw Problem("a key's repeat count is a number from 1 to 100000, got \"\(shown(arguments[0]))\"")
                }
                return .key(key, times: times)
            default:
                throw Problem("a key takes at most a repeat count, e.g. Down 50")
            }
        }
    }

    private static func anchor(_ words: [String]) throws -> ReplayScript.Anchor {
        if words.isEmpty { return .screen }
        guard words.count == 3, words[0].lowercased() == "on" else {
            throw Problem("an expectation is anchored as `on line N` or `on lines A-B`")
        }
        switch words[1].lowercased() {
        case "line":
            guard let line = Int(words[2]), line >= 1 else { throw Problem("line numbers start at 1") }
            return .lines(line...line)
        case "lines":
            let bounds = words[2].split(separator: "-").compactMap { Int($0) }
            guard bounds.count == 2, bounds[0] >= 1, bounds[0] <= bounds[1] else {
                throw Problem("lines are written A-B with 1 ≤ A ≤ B")
            }
            return .lines(bounds[0]...bounds[1])
        default:
            throw Problem("an expectation is anchored as `on line N` or `on lines A-B`")
        }
    }

    static func parseSize(_ text: String) throws -> (Int, Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = wholeNumber(parts[0]), let height = wholeNumber(parts[1]),
            (1...1000).contains(width), (1...1000).contains(height)
        else {
            throw Problem("a size is COLSxROWS between 1x1 and 1000x1000, got \"\(shown(text))\"")
        }
        return (width, height)
    }

    /// Digits only, as a tape writes a number: Int and Double would also take `+5`, `0x10` or `1e3`.
    private static func wholeNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Int(text)
    }

    /// `2`, `1.5`: digits, and at most one point between two of them.
    private static func isDecimal(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count <= 2 && parts.allSatisfy { wholeNumber($0) != nil }
    }

    private static func parseDuration(_ text: String) -> Duration? {
        let lowered = text.lowercased()
        let duration: Duration
        if lowered.hasSuffix("ms"), let value = wholeNumber(lowered.dropLast(2)) {
            duration = .milliseconds(value)
        } else if lowered.hasSuffix("s"), Self.isDecimal(lowered.dropLast()), let value = Double(lowered.dropLast()),
            abs(value) <= Double(maximumSleep.components.seconds)
        {
            duration = .milliseconds(Int(value * 1000))
        } else {
            return nil
        }
        return (.zero...maximumSleep).contains(duration) ? duration : nil
    }

    /// Splits on spaces; double-quoted strings may hold spaces and \" \\ \n \t \e \u{hex}
    /// escapes. Words of a line, by Unicode scalars: a quote followed by a combining mark is
    /// still a quote (grapheme clusters would fuse them). Another escape, or a control
    /// character written raw, is refused: either was typed as something else, or dropped, unsaid.
    private static func tokenize(_ line: String) throws -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var inQuotes = false
        var escaping = false
        var hasWord = false
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar.properties.generalCategory == .control, scalar != "\t" {
                throw Problem(
                    "a control character written raw (\(UntrustedText.shown(String(scalar)))); "
                        + "in a string write it as an escape (\\e, \\n, \\t, \\u{7F})")
            }
            if escaping {
                switch scalar {
                case "n": current.append("\n")
                case "t": current.append("\t")
                case "e": current.append("\u{1B}")
                case "\"", "\\": current.append(scalar)
                case "u":
                    // \u{1F600}: one to six hex digits naming a scalar, as UntrustedText writes them.
                    let rest = scalars[index...]
                    guard rest.first == "{", let close = rest.firstIndex(of: "}"),
                        let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 1)..<close])), radix: 16),
                        (1...6).contains(close - index - 1), let named = Unicode.Scalar(value)
                    else { throw Problem("\\u takes a scalar in hex in braces, as \\u{1B}") }
                    current.append(named)
                    index = close + 1
                default:
                    throw Problem(
                        "\\\(UntrustedText.shown(String(scalar))) is no escape; "
                            + "a string knows \\\", \\\\, \\n, \\t, \\e and \\u{…}")
                }
                escaping = false
            } else if inQuotes {
                if scalar == "\\" {
                    escaping = true
                } else if scalar == "\"" {
                    inQuotes = false
                } else {
                    current.append(scalar)
                }
            } else if scalar == "\"" {
                inQuotes = true
                hasWord = true
            } else if scalar == " " || scalar == "\t" {
                if hasWord { words.append(String(current)) }
                current = String.UnicodeScalarView()
                hasWord = false
            } else if scalar == "#", !hasWord {
                break
            } else {
                current.append(scalar)
                hasWord = true
            }
        }
        if inQuotes || escaping { throw Problem("unterminated string (a \" is missing)") }
        if hasWord { words.append(String(current)) }
        return words
    }
}
