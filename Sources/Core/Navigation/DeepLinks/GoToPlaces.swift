/// A list of places a feature offers the palette: its screens, or its records. Only what
/// the palette searches (titles) is read for every record; an entry is built for the rows
/// shown, so a catalog of any size opens the palette at the cost of reading its names.
nonisolated public struct GoToPlaces {
    public let count: Int
    /// Whether these are screens (offered before anything is typed).
    public let areScreens: Bool
    /// What the palette searches for each place: its title, and words it is known by (a code).
    let title: (Int) -> String
    let entry: (Int) -> GoToEntry
    /// The link of a record without its id, and the index of the record with an id.
    let recordLink: (base: String, index: (Int) -> Int?)?

    /// A feature's screens.
    public static func screens(_ entries: [GoToEntry]) -> GoToPlaces {
        GoToPlaces(
            count: entries.count, areScreens: true, title: { entries[$0].title }, entry: { entries[$0] },
            recordLink: nil)
    }

    /// A feature's records: each one's title, and its entry when it is shown. Its link is
    /// `base` followed by its id. `keywords` are searched with the title ("S01E01").
    public static func records<Record: Identifiable>(
        _ records: [Record], kind: String, base: String, title: @escaping (Record) -> String,
        detail: @escaping (Record) -> String,
        keywords: ((Record) -> String)? = nil
    ) -> GoToPlaces where Record.ID == Int {
        GoToPlaces(
            count: records.count,
            areScreens: false,
            title: keywords.map { keywords in { title(records[$0]) + " " + keywords(records[$0]) } } ?? {
                title(records[$0])
            },
            entry: {
                .record(title(records[$0]), kind: kind, detail: detail(records[$0]), base: base, id: records[$0].id)
            },
            recordLink: (base, { id in records.firstIndex { $0.id == id } })
        )
    }
}
