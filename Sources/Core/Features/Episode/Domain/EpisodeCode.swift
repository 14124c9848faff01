/// An episode's code as the API writes it, `S03E07`: a search that is one (or its start, a
/// season's `S03`) looks for codes, as the API's `episode=` parameter does.
nonisolated public enum EpisodeCode {
    /// Whether `text` is a code or the start of one: `S`, a season's digits, then maybe `E`
    /// and an episode's (any case, spaces around it ignored).
    public static func isSearch(_ text: String) -> Bool {
        let scalars = Array(text.trimmingWhitespace.uppercased().unicodeScalars)
        guard scalars.first == "S", scalars.count >= 2 else { return false }
        var index = 1
        func digits() -> Int {
            let start = index
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            return index - start
        }
        guard digits() > 0 else { return false }
        if index < scalars.count, scalars[index] == "E" {
            index += 1
            _ = digits()
        }
        return index == scalars.count
    }

    /// The season of a code (`S03E07`: 3); nil when the code does not start with one.
    public static func season(of code: String) -> Int? {
        var scalars = code.trimmingWhitespace.unicodeScalars.makeIterator()
        guard let first = scalars.next(), first == "S" || first == "s" else { return nil }
        var number: Int?
        while let scalar = scalars.next(), let digit = Int(String(scalar)) {
            number = (number ?? 0) * 10 + digit
            guard number! < 1_000 else { return nil }
        }
        return number
    }
}
