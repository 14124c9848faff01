/// One group of links a detail shows of its record ("Cast", "Places", "Episodes"): the links
/// themselves, or the ids of records to ask for; what to say when there are none; and
/// where a link leads (the feature's navigator, out through its Outgoing destinations).
public struct LinkSection {
    public enum Links {
        /// Links the record itself holds (a character's places): shown at once, not counted.
        /// `missing`: how many more it names that the catalog lacks.
        case known([LinkedRecord], missing: Int)
        /// Records to ask the app layer for (an episode's cast): loaded, then counted.
        case ids([Int], from: LinkedRecords)
    }

    public let heading: String
    /// The heading in English, which the events name the section by (machines read them).
    public let eventName: String
    /// What one link is ("episode"), for "1 episode, not in this catalog.".
    public let one: String
    public let links: Links
    /// Said when there is no link.
    public let empty: String
    /// Said while the links load.
    public let loading: String
    /// Begins the line that says why they could not be loaded.
    public let failure: String
    public let open: (Int) -> Void
    /// The `challenge://` link of the record a row names, to copy; nil when unknown.
    public let link: (Int) -> String?

    /// A section headed by a string of the feature's: shown in the language of this moment,
    /// named in English in the events.
    public init(
        _ heading: LocalizedString, one: String = DetailStrings.oneRecord.text, ids: [Int], from records: LinkedRecords,
        empty: String = DetailStrings.none.text, loading: String = DetailStrings.loading.text,
        failure: String = DetailStrings.failed.text, open: @escaping (Int) -> Void
    ) {
        self.init(
            heading.text, named: heading.english, one: one, ids: ids, from: records, empty: empty, loading: loading,
            failure: failure, open: open)
    }

    public init(
        _ heading: LocalizedString, one: String = DetailStrings.oneRecord.text, links: [LinkedRecord], missing: Int = 0,
        empty: String, link: @escaping (Int) -> String? = { _ in nil }, open: @escaping (Int) -> Void
    ) {
        self.init(
            heading.text, named: heading.english, one: one, links: links, missing: missing, empty: empty, link: link,
            open: open)
    }

    /// A section of the records `ids` name, loaded from `records`; `named` is its English
    /// heading when `heading` is not (the events' name for it).
    public init(
        _ heading: String, named eventName: String? = nil, one: String = DetailStrings.oneRecord.text, ids: [Int],
        from records: LinkedRecords, empty: String = DetailStrings.none.text,
        loading: String = DetailStrings.loading.text, failure: String = DetailStrings.failed.text,
        open: @escaping (Int) -> Void
    ) {
        self.heading = heading
        self.eventName = eventName ?? heading
        self.one = one
        links = .ids(ids, from: records)
        self.empty = empty
        self.loading = loading
        self.failure = failure
        self.open = open
        link = records.link
    }

    /// A section of links at hand, and how many more the record names that the catalog
    /// lacks (said under them as a loaded section says it); `link` writes a row's link.
    public init(
        _ heading: String, named eventName: String? = nil, one: String = DetailStrings.oneRecord.text,
        links: [LinkedRecord], missing: Int = 0, empty: String,
        link: @escaping (Int) -> String? = { _ in nil }, open: @escaping (Int) -> Void
    ) {
        self.link = link
        self.heading = heading
        self.eventName = eventName ?? heading
        self.one = one
        self.links = .known(links, missing: missing)
        self.empty = empty
        loading = ""
        failure = ""
        self.open = open
    }

    /// What the screen shows before any load: the known links, or a note while they load. On a
    /// reload, links to be asked for again stay as `shown` had them until the new ones come: the
    /// reader's selection and place stay where they were.
    func initial(replacing shown: LinkedDetail.Section? = nil) -> LinkedDetail.Section {
        switch links {
        case .known(let links, let missing):
            return LinkedDetail.Section(
                heading: heading, links: links,
                note: LinkedDetail.Section.note(found: links.count, of: links.count + missing, one: one)
                    ?? (links.isEmpty ? empty : nil))
        case .ids(let ids, _):
            if let shown, shown.title == heading, !ids.isEmpty, !shown.links.isEmpty { return shown }
            return LinkedDetail.Section(
                heading: heading, note: ids.isEmpty ? empty : loading, count: ids.isEmpty ? 0 : nil)
        }
    }
}
