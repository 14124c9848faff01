/// What makes an episode's feature its own, beside the list, detail, Filter, links and saved
/// destinations every content feature shares: an episode is found by its code too, its detail
/// shows its code and air date and lists its cast, and its Filter offers the seasons at hand.
nonisolated public enum EpisodeKind: LinkingRecordKind {
    public typealias Record = EpisodeModel
    public typealias Filter = EpisodeFilter
    public typealias Outgoing = EpisodeOutgoingNavigation

    public static let names = RecordNames(
        host: "episode", title: "Episodes", one: "episode", many: "episodes", searchedBy: "name or code")

    public static func query(_ filter: EpisodeFilter) -> RecordFilter<EpisodeModel> { filter.query }

    public static func fields(of episode: EpisodeModel) -> [(label: String, value: String)] {
        [
            (EpisodeStrings.code.text, episode.code),
            (EpisodeStrings.airDate.text, Localizer.current.date(episode.airDate)),
            (EpisodeStrings.id.text, String(episode.id)),
        ]
    }

    /// Its cast: the characters of its ids, whom the app layer knows.
    @MainActor public static func section(
        of episode: EpisodeModel, from cast: LinkedRecords, open: @escaping (Int) -> Void
    ) -> LinkSection {
        LinkSection(
            EpisodeStrings.cast, one: EpisodeStrings.oneCharacter.text, ids: episode.characterIDs, from: cast,
            open: open)
    }

    public static func linked(_ identifier: Int) -> EpisodeOutgoingNavigation { .character(identifier: identifier) }

    /// Asked as the choice turns: a catalog still being read when the form opened has its
    /// seasons by then (the API's were offered for good). (The form turns its choice on the UI
    /// actor, where the form lives.)
    @MainActor public static func filterFields(
        current: EpisodeFilter, records: any RecordSourceContract<EpisodeModel>
    ) -> [FilterField<EpisodeFilter>] {
        EpisodeFilter.fields(seasons: { MainActor.assumeIsolated { seasons(around: current, in: records) } })
    }

    /// The seasons the filter offers: those of the episodes at hand, and `current`'s. A catalog
    /// has all its episodes at hand; a server's are those loaded so far, so it offers the public
    /// API's seasons too (`Season.ofTheAPI`), as does a catalog still being read.
    static func seasons(
        around current: EpisodeFilter, in records: any RecordSourceContract<EpisodeModel>
    ) -> [EpisodeFilter.Season] {
        var seasons = Set(records.knownRecords().compactMap { EpisodeCode.season(of: $0.code) }.filter { $0 >= 1 })
            .map(EpisodeFilter.Season.init)
        if case .always = records.refreshing { seasons += EpisodeFilter.Season.ofTheAPI }
        if seasons.isEmpty { seasons = EpisodeFilter.Season.ofTheAPI }
        if let season = current.season { seasons.append(season) }
        return Set(seasons).sorted()
    }

    public static func placeDetail(of episode: EpisodeModel) -> String { episode.code }
    public static var placeKeywords: ((EpisodeModel) -> String)? { { $0.code } }
}

nonisolated extension EpisodeModel: NamedRecord {
    /// A search finds an episode by its name or its code ("S03", "S03E07").
    public var searchedText: String { name + "\n" + code }
}
