/// A date as the catalog writes an episode's air date, "December 2, 2013": English month
/// names, read without Foundation's formatters (those need ICU).
nonisolated struct CatalogDate: Equatable {
    let month: Int
    let day: Int
    let year: Int

    init?(_ text: String) {
        let words = text.split(separator: " ")
        guard words.count == 3, words[1].hasSuffix(","),
            let month = Self.months.firstIndex(of: String(words[0])),
            let day = Int(words[1].dropLast()), (1...31).contains(day),
            let year = Int(words[2]), words[2].count == 4
        else { return nil }
        self.month = month + 1
        self.day = day
        self.year = year
    }

    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}
