/// A cell as ASCII, for a terminal that does not speak UTF-8: a letter with marks as the
/// letter, a typographic sign as the ASCII one it stands for, anything else as "?".
nonisolated enum ASCIICell {
    /// A cell's character in ASCII: its base letter when marks are all that is not ASCII,
    /// the ASCII sign a typographic one stands for (’ is ').
    static func byte(for cell: Cell) -> UInt8 {
        let base = cell.unicodeScalars.first {
            !$0.properties.isDiacritic && $0.properties.generalCategory != .nonspacingMark
        }
        if let base, base.isASCII, base.value >= 0x20, base.value < 0x7F { return UInt8(base.value) }
        if let base, let letter = latinLetter(base) { return letter }
        if let base, let sign = punctuation[base] { return UInt8(ascii: sign) }
        return UInt8(ascii: "?")
    }

    /// Quotes, dashes and spaces that have an ASCII sign of the same meaning in one cell.
    private static let punctuation: [Unicode.Scalar: Unicode.Scalar] = [
        "\u{2018}": "'", "\u{2019}": "'", "\u{201A}": "'", "\u{2032}": "'", "\u{201C}": "\"", "\u{201D}": "\"",
        "\u{201E}": "\"", "\u{2033}": "\"", "\u{2010}": "-", "\u{2011}": "-", "\u{2012}": "-", "\u{2013}": "-",
        "\u{2014}": "-", "\u{2212}": "-", "\u{00A0}": " ", "\u{2026}": ".", "\u{00B7}": "-", "\u{00D7}": "x",
    ]

    /// The letter a Latin letter with marks is built on, from its Unicode name
    /// ("LATIN SMALL LETTER E WITH ACUTE" → e).
    private static func latinLetter(_ scalar: Unicode.Scalar) -> UInt8? {
        guard let name = scalar.properties.name, name.hasPrefix("LATIN "), name.contains(" WITH ") else { return nil }
        let words = name.split(separator: " ")
        guard words.count > 4, words[2] == "LETTER", words[3].count == 1, let letter = words[3].first?.asciiValue,
            words[4] == "WITH"
        else { return nil }
        return words[1] == "SMALL" ? letter | 0x20 : letter
    }
}
