/// What a content feature is about: its record, the filter of its list, where its detail leads
/// out, and its names. The list, detail, Filter, links, saved destinations and events that the
/// content features share are written once (`RecordFeature` and the types it builds), generic
/// over a kind that each feature declares in its own folder (`EpisodeKind`). Being a type
/// parameter, the kind keeps one feature's screens and navigators to its own destinations.
nonisolated public protocol RecordKind {
    associatedtype Record: NamedRecord & Identifiable & Sendable where Record.ID == Int
    associatedtype Filter: ListFilterContract
    associatedtype Outgoing: OutgoingNavigationContract
    /// What its detail links from, which the app layer answers (an episode's cast).
    associatedtype Links

    /// How its links, destinations, saved destinations, events and screens name it.
    static var names: RecordNames { get }

    /// The filter as the records machinery asks it.
    static func query(_ filter: Filter) -> RecordFilter<Record>

    /// What a detail shows of a record: its fields, and its sections of links, each of which
    /// leads out through `open`. `reachable` says which ways out lead to a feature of this run.
    @MainActor static func detail(
        links: Links, reachable: ReachableDestinations, open: @escaping (Outgoing) -> Void
    ) -> (Record) -> RecordDetailScreen<Record>.Shown

    /// Where a record's picture is; nil when it has none.
    static func picture(of record: Record) -> String?

    /// The Filter form's fields, which may read the records at hand (an episode's seasons).
    @MainActor static func filterFields(current: Filter, records: any RecordSourceContract<Record>)
        -> [FilterField<Filter>]

    /// What the palette shows of a record beside its name.
    static func placeDetail(of record: Record) -> String

    /// Words the palette finds a record by besides its name (an episode's code); nil for none.
    static var placeKeywords: ((Record) -> String)? { get }
}

nonisolated extension RecordKind {
    /// Its link host (`episode`).
    public static var host: String { names.host }

    public static func picture(of record: Record) -> String? { nil }

    @MainActor public static func filterFields(current: Filter, records: any RecordSourceContract<Record>)
        -> [FilterField<Filter>]
    {
        Filter.fields
    }

    public static var placeKeywords: ((Record) -> String)? { nil }
}
