/// Makes untrusted text safe to put on a terminal: control characters become
/// visible placeholders, so data can never move the cursor, change colours, set the
/// window title or write the clipboard.
nonisolated package enum Sanitizer {
    /// C0 controls become their Control Pictures (␛ for ESC), DEL becomes ␡, C1
    /// controls and bidirectional overrides become U+FFFD.
    package static func clean(_ text: String) -> String {
        // Fast path: printable ASCII needs nothing.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(placeholder(for: scalar) ?? scalar)
        }
        return String(scalars)
    }

    /// One character, cleaned the same way (a frame cleans only what it draws).
    /// CR LF is one character of two controls: it becomes one picture, ␤.
    static func clean(_ character: Character) -> Character {
        guard character.unicodeScalars.contains(where: { placeholder(for: $0) != nil }) else { return character }
        // Controls break grapheme clusters: CR LF is the only cluster holding more than one.
        if character == "\r\n" { return "\u{2424}" }
        var scalars = String.UnicodeScalarView()
        for scalar in character.unicodeScalars { scalars.append(placeholder(for: scalar) ?? scalar) }
        return Character(String(scalars))
    }

    /// `clean`, keeping line breaks: for multi-line messages printed to a terminal.
    static func cleanLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { clean(String($0)) }.joined(separator: "\n")
    }

    static func placeholder(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: "\u{2421}"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: "\u{FFFD}"
        default: nil
        }
    }
}
