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

/// What of a text field fits `width` cells, and the cursor's column in it: the whole
/// text when it fits; otherwise a window that keeps the cursor in view.
enum FieldWindow {
    static func layout(_ field: TextField, width: Int) -> (shown: String, cursor: Int) {
        guard width > 0 else { return ("", 0) }
        let before = String(field.beforeCursor)
        let beforeWidth = TextWidth.of(before)
        if TextWidth.of(field.text) <= width { return (field.text, beforeWidth) }
        // Keep the cursor in the last column at most; fill what is left after it.
        let head = TextWidth.suffix(before, fitting: width - 1)
        let headWidth = TextWidth.of(head)
        let after = String(field.afterCursor)
        let tail = TextWidth.truncate(after, to: width - headWidth, ellipsis: "")
        return (head + tail, headWidth)
    }
}
