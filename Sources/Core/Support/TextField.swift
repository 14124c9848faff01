/// A one-line text value with a cursor, as search, filter and link fields are edited.
/// Positions count characters (grapheme clusters), so the cursor never splits one.
public struct TextField: Hashable, Sendable {
    public private(set) var text: String
    /// Characters before the cursor, 0 through `text.count`.
    public private(set) var cursor: Int
    /// Long enough for any name; keeps a pasted novel out of queries.
    public static let maximumLength = 200

    /// A field holding `text`, the cursor at its end.
    public init(_ text: String = "") {
        self.text = String(text.prefix(Self.maximumLength))
        cursor = self.text.count
    }

    /// What a key can do to a field.
    public enum Edit: Hashable, Sendable {
        case insert(String)
        case deleteBackward
        /// Ctrl-W: the word before the cursor, and the spaces after it.
        case deleteWordBackward
        /// Ctrl-U: everything before the cursor.
        case deleteToStart
        case moveLeft, moveRight, moveToStart, moveToEnd
    }

    /// Applies an edit; true when the text changed (not only the cursor).
    @discardableResult
    public mutating func apply(_ edit: Edit) -> Bool {
        let before = text
        switch edit {
        case .insert(let typed):
            let printable = typed.filter { !$0.isNewline && $0.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } }
            let room = Self.maximumLength - text.count
            let inserted = String(printable.prefix(max(room, 0)))
            text.insert(contentsOf: inserted, at: index(cursor))
            cursor += inserted.count
        case .deleteBackward:
            guard cursor > 0 else { break }
            text.remove(at: index(cursor - 1))
            cursor -= 1
        case .deleteWordBackward:
            let characters = Array(text.prefix(cursor))
            var start = characters.count
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            text.removeSubrange(index(start)..<index(cursor))
            cursor = start
        case .deleteToStart:
            text.removeSubrange(text.startIndex..<index(cursor))
            cursor = 0
        case .moveLeft: cursor = max(cursor - 1, 0)
        case .moveRight: cursor = min(cursor + 1, text.count)
        case .moveToStart: cursor = 0
        case .moveToEnd: cursor = text.count
        }
        return text != before
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
    public var beforeCursor: Substring { text.prefix(cursor) }

    private func index(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: offset)
    }
}
