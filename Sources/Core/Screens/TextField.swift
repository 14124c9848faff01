/// A one-line text value with a cursor, as search, filter and link fields are edited.
///
/// The cursor is a position in the text, kept on a character (grapheme cluster) boundary
/// after every edit: typed scalars may join the character before them (a combining mark,
/// a skin tone, the second half of a flag) or after them, so nothing here counts
/// characters typed. It can neither split a character nor leave the text.
public struct TextField: Hashable, Sendable {
    public private(set) var text: String
    /// Where the cursor is: `text.startIndex`, `text.endIndex`, or between two characters.
    public private(set) var cursor: String.Index
    /// Long enough for any name; keeps a pasted novel out of queries.
    nonisolated public static let maximumLength = 200
    /// Bounds what one field holds in Unicode scalars too: a character may carry any number
    /// of marks, and a field must stay cheap to edit and draw.
    public static let maximumScalars = 4 * maximumLength

    /// A field holding `text`, the cursor at its end.
    public init(_ text: String = "") {
        self.text = ""
        cursor = self.text.endIndex
        apply(.insert(text))
    }

    /// What a key can do to a field.
    public enum Edit: Hashable, Sendable {
        case insert(String)
        case deleteBackward
        /// Delete: the character under the cursor.
        case deleteForward
        /// Ctrl-W: the word before the cursor, and the spaces after it.
        case deleteWordBackward
        /// Ctrl-U: everything before the cursor.
        case deleteToStart
        /// Ctrl-K: everything from the cursor on.
        case deleteToEnd
        case moveLeft, moveRight, moveToStart, moveToEnd
    }

    /// Applies an edit; true when the text changed (not only the cursor).
    @discardableResult
    public mutating func apply(_ edit: Edit) -> Bool {
        // Whether the text changed, said by what changed it: a copy of the text kept to compare
        // would make every edit copy the whole text (and grow its storage each time).
        switch edit {
        case .insert(let typed):
            return insertAtCursor(Self.printable(typed))
        case .deleteBackward:
            guard cursor > text.startIndex else { return false }
            return replace(text.index(before: cursor)..<cursor, with: "")
        case .deleteForward:
            guard cursor < text.endIndex else { return false }
            return replace(cursor..<text.index(after: cursor), with: "")
        case .deleteWordBackward:
            var start = cursor
            while start > text.startIndex, text[text.index(before: start)] == " " { start = text.index(before: start) }
            while start > text.startIndex, text[text.index(before: start)] != " " { start = text.index(before: start) }
            return replace(start..<cursor, with: "")
        case .deleteToStart:
            return replace(text.startIndex..<cursor, with: "")
        case .deleteToEnd:
            return replace(cursor..<text.endIndex, with: "")
        case .moveLeft:
            if cursor > text.startIndex { cursor = text.index(before: cursor) }
        case .moveRight:
            if cursor < text.endIndex { cursor = text.index(after: cursor) }
        case .moveToStart:
            cursor = text.startIndex
        case .moveToEnd:
            cursor = text.endIndex
        }
        return false
    }

    public mutating func insert(_ typed: String) {
        apply(.insert(typed))
    }

    public mutating func deleteBackward() {
        apply(.deleteBackward)
    }

    public mutating func clear() {
        self = TextField()
    }

    /// The text before the cursor.
    public var beforeCursor: Substring { text[..<cursor] }

    /// The text from the cursor on.
    public var afterCursor: Substring { text[cursor...] }

    // MARK: Private

    /// What typing may put in a field: no controls, no line breaks.
    private static func printable(_ typed: String) -> String {
        let lineBreaks: Set<UInt32> = [0x85, 0x2028, 0x2029]
        var kept = String.UnicodeScalarView()
        kept.append(
            contentsOf: typed.unicodeScalars.filter {
                $0.value >= 0x20 && $0.value != 0x7F && !lineBreaks.contains($0.value)
            })
        return String(kept)
    }

    /// Inserts at the cursor as much of `typed` as the limits allow, whole characters of
    /// it at a time; the cursor ends after what went in.
    private mutating func insertAtCursor(_ typed: String) -> Bool {
        var kept = ""
        for character in typed {
            let candidate = text[..<cursor] + kept + String(character) + text[cursor...]
            guard candidate.count <= Self.maximumLength, candidate.unicodeScalars.count <= Self.maximumScalars else {
                break
            }
            kept.append(character)
        }
        return replace(cursor..<cursor, with: kept)
    }

    /// Replaces a range that ends at or starts at the cursor, and puts the cursor after the
    /// replacement, on the nearest character boundary at or after it (what went in may
    /// have joined the character after it).
    @discardableResult
    private mutating func replace(_ range: Range<String.Index>, with replacement: String) -> Bool {
        guard !range.isEmpty || !replacement.isEmpty else { return false }
        let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound) + replacement.utf8.count
        text.replaceSubrange(range, with: replacement)
        // The boundary is looked for from the position on, not from the start: a field of
        // 200,000 characters typed one at a time was quadratic.
        var position = text.utf8.index(text.startIndex, offsetBy: offset)
        while position < text.endIndex, position.samePosition(in: text) == nil {
            position = text.utf8.index(after: position)
        }
        cursor = position
        return true
    }
}
