/// A feature as a person names it. The app writes one spelling, its link host (`episode`,
/// as in `challenge://episode/list`), in links, `--without` and `[start] tab`; the plural its
/// tab shows (`Episodes`) is taken too, and a name one or two letters off is told the nearest.
nonisolated public enum FeatureName {
    /// The host `name` means among `hosts` (any case, spaces around it ignored): a host, or
    /// a host's plural; nil when it means none.
    public static func host(_ name: String, among hosts: [String]) -> String? {
        let name = name.trimmingWhitespace.lowercased()
        return hosts.first { $0 == name || $0 + "s" == name }
    }

    /// The host a name that means none is nearest to, when it is a slip (a letter or two
    /// off): what a refusal offers as "did you mean …?".
    public static func suggestion(_ name: String, among hosts: [String]) -> String? {
        let name = Array(name.trimmingWhitespace.lowercased())
        guard !name.isEmpty else { return nil }
        let scored = hosts.map { host in
            (host, min(distance(name, Array(host)), distance(name, Array(host + "s"))))
        }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2, best.1 < name.count else { return nil }
        return best.0
    }

    /// The refusal's tail: " (did you mean episode?)", or nothing.
    public static func didYouMean(_ name: String, among hosts: [String]) -> String {
        suggestion(name, among: hosts).map { " (did you mean \($0)?)" } ?? ""
    }

    /// Levenshtein distance: letters to insert, delete or change to turn one into the other.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
