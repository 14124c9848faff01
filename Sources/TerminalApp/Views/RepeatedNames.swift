/// The names more than one record of the rows shares (a search for "smith" lists four Morty
/// Smiths; the Pilot's cast has two Davins). Such a row carries its record's id after the
/// name, as the palette's rows do, so that the rows can be told apart; the lists and the
/// details say it so. One record shown twice (a character's origin and location) is one name.
nonisolated struct RepeatedNames {
    private let repeated: Set<String>

    init(_ records: some Sequence<(name: String, id: Int)>) {
        var first: [String: Int] = [:]
        var repeated: Set<String> = []
        for (name, id) in records {
            if let seen = first[name] {
                if seen != id { repeated.insert(name) }
            } else {
                first[name] = id
            }
        }
        self.repeated = repeated
    }

    /// What follows the name of record `id`: " #id" when another record has the name, else nothing.
    func suffix(name: String, id: Int) -> String { repeated.contains(name) ? " #\(id)" : "" }

    /// The cells a name keeps in `width` with `suffix` after it: the suffix stays whole unless it
    /// would take half (then the name has the whole width, and the suffix is not drawn).
    static func room(width: Int, beside suffix: String) -> Int {
        let taken = TextWidth.of(suffix)
        return taken < width / 2 ? width - taken : width
    }
}
