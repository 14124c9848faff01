/// What the shared list, detail, Filter sheet, palette and Favourites say of one kind of record,
/// as whole sentences: a language whose words agree in gender and number ("ningún personaje",
/// "ninguna ubicación") cannot assemble them from an English template and a noun. The English is
/// made from the kind's English nouns; each feature's string table gives every other language's
/// sentence under the same keys, which are its host's (`character.list.loading`).
///
/// A part that knows only a record's host and English noun (Favourites, a record error) builds
/// the same strings with `kind(host:one:)` and the others, and so reads the feature's translation.
nonisolated public struct RecordWords: Sendable {
    /// One record, capitalized, as a row or a title names its kind: "Character".
    public let kind: LocalizedString
    /// One record in a sentence: "character".
    public let one: LocalizedString
    /// Its records in a sentence: "characters".
    public let records: LocalizedString
    /// What a search of its list matches: "name".
    public let searchedBy: LocalizedString
    /// The list while it loads (the spinner before, the ellipsis after): "Loading characters".
    public let loading: LocalizedString
    /// The list that could not load, before the reason: "Couldn't load characters".
    public let loadFailed: LocalizedString
    public let noneOnServer: LocalizedString
    public let noneInCatalog: LocalizedString
    /// A search that matches none: `{search}` is what was searched.
    public let noMatch: LocalizedString
    public let noMatchFiltered: LocalizedString
    /// A filter that matches none: `{hint}` is empty or says the key that changes it.
    public let noneFiltered: LocalizedString
    /// The Filter sheet with nothing set: "No filter: every character.".
    public let unfiltered: LocalizedString
    /// The palette's place of the list's Filter: "Filter characters".
    public let filterPlace: LocalizedString
    /// The record's detail that the source does not have: `{id}`.
    public let notFound: LocalizedString
    /// A server that answered 404 to the whole list: `{path}`.
    public let noList: LocalizedString

    /// `host` names the keys; `one` and `many` are the English nouns ("character", "characters").
    public init(host: String, one: String, many: String, searchedBy: String = "name") {
        func string(_ name: String, _ english: String) -> LocalizedString {
            LocalizedString("\(host).\(name)", english)
        }
        kind = Self.kind(host: host, one: one)
        self.one = Self.one(host: host, one: one)
        records = Self.records(host: host, many: many)
        self.searchedBy = string("list.searchedBy", searchedBy)
        loading = string("list.loading", "Loading \(many)")
        loadFailed = string("list.loadFailed", "Couldn't load \(many)")
        noneOnServer = string("list.noneOnServer", "The server lists no \(many).")
        noneInCatalog = string("list.noneInCatalog", "This catalog has no \(many).")
        noMatch = string("list.noMatch", "No \(many) match \"{search}\".")
        noMatchFiltered = string("list.noMatchFiltered", "No \(many) match \"{search}\" with this filter.")
        noneFiltered = string("list.noneFiltered", "No \(many) match this filter{hint}.")
        unfiltered = string("filter.unfiltered", "No filter: every \(one).")
        filterPlace = string("filter.place", "Filter \(many)")
        notFound = Self.notFound(host: host, one: one)
        noList = Self.noList(host: host, many: many)
    }

    /// Every sentence, for the feature's string table.
    public var all: [LocalizedString] {
        [
            kind, one, records, searchedBy, loading, loadFailed, noneOnServer, noneInCatalog, noMatch, noMatchFiltered,
            noneFiltered, unfiltered, filterPlace, notFound, noList,
        ]
    }

    public static func kind(host: String, one: String) -> LocalizedString {
        LocalizedString("\(host).kind", one.prefix(1).uppercased() + one.dropFirst())
    }

    public static func one(host: String, one: String) -> LocalizedString {
        LocalizedString("\(host).one", one)
    }

    public static func records(host: String, many: String) -> LocalizedString {
        LocalizedString("\(host).records", many)
    }

    public static func notFound(host: String, one: String) -> LocalizedString {
        LocalizedString("\(host).notFound", "There is no \(one) #{id}.")
    }

    public static func noList(host: String, many: String) -> LocalizedString {
        LocalizedString("\(host).noList", "The server has no \(many): it answered 404 to {path}.")
    }
}
