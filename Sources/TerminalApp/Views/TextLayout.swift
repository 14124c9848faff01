import Core

/// Word wrapping by terminal cells.
enum TextLayout {
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if TextWidth.of(candidate) <= width {
                line = candidate
            } else {
                if !line.isEmpty { lines.append(line) }
                line = TextWidth.of(word) <= width ? word : TextWidth.truncate(word, to: width)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` wrapped at words onto at most `maximumLines` lines, the last cut with the
    /// ellipsis when the text goes on past them. Only what can reach them is wrapped.
    static func wrap(_ text: String, width: Int, maximumLines: Int, ellipsis: String) -> [String] {
        guard maximumLines > 0 else { return [] }
        let bound = (width + 1) * (maximumLines + 1)
        let goesOn = !text.dropFirst(bound).isEmpty
        let lines = wrap(String(text.prefix(bound)), width: width)
        guard lines.count > maximumLines || goesOn else { return lines }
        // What the last line cannot hold is cut after its last whole word, with the ellipsis.
        let rest = lines.dropFirst(maximumLines - 1).joined(separator: " ")
        return Array(lines.prefix(maximumLines - 1)) + [cut(rest, width: width, ellipsis: ellipsis)]
    }

    /// One line of `text` in `width` cells: whole when it fits, else cut after the last
    /// word that fits, with the ellipsis (mid-word only when one word is wider than the line).
    static func cut(_ text: String, width: Int, ellipsis: String) -> String {
        guard TextWidth.of(text, upTo: width + 1) > width else { return text }
        let room = width - TextWidth.of(ellipsis)
        guard room > 0 else { return TextWidth.truncate(text, to: width) }
        // Only the first line counts: wrapping the characters that can reach it keeps a
        // megabyte-long name as cheap as a short one.
        let head = String(text.prefix(room + 1))
        if let words = wrap(head, width: room).first, text.hasPrefix(words), text.dropFirst(words.count).first == " " {
            // The comma or colon that ended the last word belonged to what was cut off.
            return String(words.reversed().drop { ",;:".contains($0) }.reversed()) + ellipsis
        }
        return TextWidth.truncate(text, to: width, ellipsis: ellipsis)
    }
}
