/// A place the "go to anything" palette offers: what it is called and the deep link that
/// goes there. Features list their own (`FeatureContract.goToPlaces()`); the palette
/// only ever opens the link, so going somewhere from it is exactly a deep link.
public struct GoToEntry: Hashable, Sendable {
    public let title: String
    /// What it is, in one word: "Screen", "Character", "Episode".
    public let kind: String
    /// A few words more ("S01E01", "Human"); may be empty.
    public let detail: String
    public let link: String

    /// A screen of a feature.
    public static func screen(_ title: String, link: String) -> GoToEntry {
        GoToEntry(title: title, kind: "Screen", detail: "", link: link)
    }

    /// A record: its link is `base` followed by its id ("challenge://episode/detail/" + "1").
    public static func record(_ title: String, kind: String, detail: String, base: String, id: Int) -> GoToEntry {
        GoToEntry(title: title, kind: kind, detail: detail, link: base + String(id))
    }

    /// A link with no entry of its own (typed, or remembered from a run whose data is gone).
    public static func link(_ link: String) -> GoToEntry {
        GoToEntry(title: link, kind: "Link", detail: "", link: link)
    }
}

/// A list of places a feature offers the palette: its screens, or its records. Only what
/// the palette searches (titles) is read for every record; an entry is built for the rows
/// shown, so a catalog of any size opens the palette at the cost of reading its names.
public struct GoToPlaces {
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
