/// Text a user or a file gave, as a message quotes it back: every character that would not
/// show as itself on a terminal (a control, a line break, a zero-width or bidi mark, a space
/// other than the plain one) is written as its escape, `\u{200B}`, so what is quoted can
/// neither move the cursor nor hide, reorder or fake what the message says. One rule for every
/// message that echoes input: config and tape errors, refused links, Not Found, a search.
nonisolated public enum UntrustedText {
    /// The text as a message quotes it: escaped, and cut after `limit` characters with "…".
    public static func shown(_ text: String, limit: Int = 40) -> String {
        // Fast path: printable ASCII shows as itself.
        let cut = text.count <= limit ? Substring(text) : text.prefix(limit)
        let tail = cut.endIndex < text.endIndex ? "…" : ""
        if cut.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(cut) + tail }
        var shown = ""
        for scalar in cut.unicodeScalars {
            if isHidden(scalar) { shown += escaped(scalar) } else { shown.unicodeScalars.append(scalar) }
        }
        return shown + tail
    }

    /// A character as its escape: `\u{A}`, `\u{200B}`.
    public static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// Whether a character would not show as itself: controls, format characters (zero-width,
    /// bidi, the byte-order mark), separators of lines and paragraphs, spaces other than
    /// U+0020, other invisible ones (Hangul fillers), private and unassigned code points.
    /// Variation selectors stay: they only choose how the character before them is drawn.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        if (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate,
            .unassigned:
            return true
        default:
            return scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
