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
}
