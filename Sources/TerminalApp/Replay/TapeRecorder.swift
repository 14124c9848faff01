import Core

/// Turns what a person does into tape lines: the inverse of `ReplayParser`. Keys are
/// named through `KeyNames` (the parser's table), repeats fold into one line (`Down 5`),
/// text typed into a field becomes `Type "…"`, and each new screen in front an `Expect`
/// of its breadcrumb, so a recording is a test at once.
///
/// A fold changes the line just written instead of holding it back, so every key is
/// on disk as soon as it is pressed (see `TapeFile`).
struct TapeRecorder {
    /// What to do to the tape: write a new line, or rewrite the last one.
    enum Edit: Equatable {
        case append(String)
        case replaceLast(String)
    }

    /// The line the next event may still change.
    private enum OpenLine {
        case none
        case key(Key, times: Int)
        case text(String)
        case resize
        case expect
    }

    private var openLine = OpenLine.none
    private var lastBreadcrumb: String?
    /// The size the tape has said last (`Set Size`, then each `Resize`).
    private var size: (width: Int, height: Int)

    /// A recorder for a tape whose `Set Size` is `size`.
    init(size: (width: Int, height: Int) = (80, 24)) {
        self.size = size
    }

    /// The most a key line folds (the parser's limit) and a `Type` line holds.
    static let maximumRepeat = 100_000
    static let maximumTypedLength = 200

    /// The settings a tape starts with, for the run it records: a layout other than the
    /// default, the features the run left out, and `Set ASCII on` when the run drew in ASCII
    /// (`--ascii` or the locale), so the tape draws and behaves as the session did and its
    /// expectations hold the frames it will draw. `language` is written when the run spoke
    /// one other than a tape's default (English, or its config's).
    static func header(
        size: (width: Int, height: Int), catalog: String?, apiBaseURL: String?, ascii: Bool = false,
        layout: LayoutMode = .auto,
        without: LeftOutFeatures = .none, config: String? = nil, language: Language? = nil
    ) -> [String] {
        var lines = [
            "# Recorded with challenge --record; replay with: challenge replay FILE",
            "Set Size \(size.width)x\(size.height)",
        ]
        if ascii { lines.append("Set ASCII on") }
        if let language { lines.append("Set Language \(language.rawValue)") }
        if let config { lines.append("Set Config \(quoted(config))") }
        if let catalog { lines.append("Set Catalog \(quoted(catalog))") }
        if let apiBaseURL { lines.append("Set APIBaseURL \(quoted(apiBaseURL))") }
        if layout != .auto { lines.append("Set Layout \(layout.rawValue)") }
        if without != .none {
            lines.append("Set Without \(LeftOutFeatures.known.filter(without.contains).joined(separator: ","))")
        }
        return lines
    }

    /// A key the app took (never the one that quit). `size` is the screen's after it;
    /// `intoText` says a text field had focus when it was pressed.
    mutating func record(_ key: Key, size: (width: Int, height: Int), intoText: Bool = false) -> Edit? {
        switch key {
        case .resize:
            return resize(to: size)
        case .character(let character):
            return record(character, intoText: intoText)
        case .click:
            openLine = .none
            return Self.parsesBack(key) ? .append(key.name) : nil
        case .paste:
            // Typed into a field it is text, as replay types it; elsewhere it did nothing.
            guard intoText, let text = key.typedText else { return nil }
            if case .text(let typed) = openLine {
                openLine = .text(typed + text)
                return .replaceLast("Type \(Self.quoted(typed + text))")
            }
            openLine = .text(text)
            return .append("Type \(Self.quoted(text))")
        default:
            guard Self.parsesBack(key) else { return nil }
            if case .key(key, let times) = openLine, times < Self.maximumRepeat {
                openLine = .key(key, times: times + 1)
                return .replaceLast("\(key.name) \(times + 1)")
            }
            openLine = .key(key, times: 1)
            return .append(key.name)
        }
    }

    /// The screen's size now: a `Resize` when it differs from what the tape said last
    /// (after a resize key, or a size taken back on resuming from Ctrl-Z). A burst folds
    /// into one line with the last size.
    mutating func resize(to size: (width: Int, height: Int)) -> Edit? {
        guard size != self.size else { return nil }
        self.size = size
        let line = "Resize \(size.width)x\(size.height)"
        defer { openLine = .resize }
        if case .resize = openLine { return .replaceLast(line) }
        return .append(line)
    }

    /// A link opened from outside (`challenge open`).
    mutating func open(_ link: String) -> Edit {
        openLine = .none
        return .append("Open \(Self.quoted(link))")
    }

    /// The breadcrumb of a settled frame (nil when none is drawn): a new one is expected.
    /// A change with no key between (a title that arrived with its data) rewrites the
    /// last expectation, so the tape expects what replay, which always settles, will see.
    mutating func screen(breadcrumb: String?) -> Edit? {
        guard let breadcrumb, !breadcrumb.isEmpty, breadcrumb != lastBreadcrumb else { return nil }
        lastBreadcrumb = breadcrumb
        let line = "Expect \(Self.quoted(breadcrumb)) on line \(FrameLayout.breadcrumbRow + 1)"
        defer { openLine = .expect }
        if case .expect = openLine { return .replaceLast(line) }
        return .append(line)
    }

    /// A character: into a field it is text (`Type "smith"`); elsewhere a key, folded
    /// when repeated (`j 3`). Replay plays both the same way; the tape reads as it was meant.
    private mutating func record(_ character: Character, intoText: Bool) -> Edit? {
        let key = Key.character(character)
        // Characters a script line cannot start with as a key (a quote, #) are typed.
        let isText = intoText || !Self.parsesBack(key) || ["\"", "#", "\\"].contains(character)
        switch openLine {
        case .text(let text) where isText && text.count < Self.maximumTypedLength:
            openLine = .text(text + String(character))
            return .replaceLast("Type \(Self.quoted(text + String(character)))")
        case .key(key, let times) where !isText && times < Self.maximumRepeat:
            openLine = .key(key, times: times + 1)
            return .replaceLast("\(key.name) \(times + 1)")
        default:
            if isText {
                openLine = .text(String(character))
                return .append("Type \(Self.quoted(String(character)))")
            }
            openLine = .key(key, times: 1)
            return .append(key.name)
        }
    }

    private static func parsesBack(_ key: Key) -> Bool {
        if case .click = key { return true }
        return Key(name: key.name) == key
    }

    /// A string as the parser reads it back: quoted, with \\ \" \n \t \e escaped, and any
    /// other control as \u{…}.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\u{1B}": result += "\\e"
            // Any other control as its number: the parser refuses one written raw.
            case _ where scalar.properties.generalCategory == .control:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
