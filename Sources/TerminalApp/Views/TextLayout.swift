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
            return words + ellipsis
        }
        return TextWidth.truncate(text, to: width, ellipsis: ellipsis)
    }
}
