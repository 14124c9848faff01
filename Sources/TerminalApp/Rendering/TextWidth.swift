/// How many terminal cells text takes, counted the same on every machine (the
/// C library's wcwidth depends on locale and version; replay frames must not).
nonisolated enum TextWidth {
    static func of(_ character: Character) -> Int {
        if character.isASCII { return 1 }
        return shown(character).width
    }

    /// How a character is drawn, and its width, in a form every terminal draws alike.
    /// Terminals advance by each scalar's width (as the C library's wcwidth counts it),
    /// but emoji sequences are drawn either that way or as one glyph, depending on the
    /// terminal: those are drawn as their first scalar. Other clusters (a letter and its
    /// marks, a flag's two letters) keep up to four scalars and are as wide as their
    /// scalars' sum; one that would be wider than two cells is drawn as its first scalar.
    static func shown(_ character: Character) -> (form: Character, width: Int) {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return (character, 0) }
        let firstOnly = (Character(first), width(of: first))
        if scalars.count == 1 { return firstOnly }
        if scalars.contains(where: isEmojiJoiner) { return firstOnly }
        var kept = String.UnicodeScalarView()
        var width = 0
        for scalar in scalars.prefix(4) {
            kept.append(scalar)
            width += self.width(of: scalar)
        }
        let text = String(kept)
        guard width <= 2, text.count == 1, let form = text.first else { return firstOnly }
        return (form, width)
    }

    /// One scalar's cells, as wcwidth counts them (TextWidthTable, generated from Unicode
    /// data by Tools/width_table.py).
    /// A scalar the Sanitizer draws as a placeholder (a bidirectional override as U+FFFD) is as
    /// wide as that placeholder: what is measured is what is drawn.
    static func width(of scalar: Unicode.Scalar) -> Int {
        if scalar.isASCII { return 1 }
        if Sanitizer.placeholder(for: scalar) != nil { return 1 }
        if contains(TextWidthTable.zero, scalar) { return 0 }
        return contains(TextWidthTable.wide, scalar) ? 2 : 1
    }

    /// Scalars that make a cluster an emoji sequence: joiner, variation selectors, skin
    /// tones, tags, the keycap.
    private static func isEmojiJoiner(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200D, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0x20E3: true
        default: false
        }
    }

    /// The cells `text` takes, reading no further than `limit` cells: the width when it
    /// is at most `limit`, else some value above it. What a frame measures of data goes
    /// through here, so its cost is bounded by the screen, not by the text. (A cell takes
    /// at least one UTF-8 byte, so text of at most `limit` bytes fits without reading it.)
    static func of(_ text: String, upTo limit: Int) -> Int {
        if text.utf8.count <= limit { return of(text) }
        var used = 0
        for character in text {
            used += of(character)
            if used > limit { return used }
        }
        return used
    }

    static func of(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The longest prefix that fits in `width` cells, with `ellipsis` when something was
    /// cut. One pass that stops at the edge: the cost is bounded by `width`, not by the text.
    static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        // Most of what is drawn is short ASCII that fits: nothing to measure.
        if text.utf8.count <= width, text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        let mark = ellipsis == "…" ? 1 : of(ellipsis)
        guard width >= mark else { return suffix(ellipsis, fitting: width) }
        var used = 0
        // Where the text would end if the ellipsis had to follow it.
        var cut = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let cells = of(text[index])
            if used + cells > width { return String(text[..<cut]) + ellipsis }
            used += cells
            index = text.index(after: index)
            if used <= width - mark { cut = index }
        }
        return text
    }

    /// The longest suffix that fits in `width` cells (the end of a breadcrumb or of a
    /// field being typed into). One pass from the end, bounded by `width`.
    static func suffix(_ text: String, fitting width: Int) -> String {
        guard width > 0 else { return "" }
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            let cells = of(text[previous])
            if used + cells > width { break }
            used += cells
            start = previous
        }
        return String(text[start...])
    }

    /// Whether `scalar` falls in one of `table`'s sorted ranges.
    private static func contains(_ table: [ClosedRange<UInt32>], _ scalar: Unicode.Scalar) -> Bool {
        var (low, high) = (0, table.count)
        while low < high {
            let middle = (low + high) / 2
            if table[middle].upperBound < scalar.value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < table.count && table[low].contains(scalar.value)
    }
}
