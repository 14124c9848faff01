/// The Episode feature's strings, which its registration brings: its tab, its detail's labels
/// and its Filter's field (air dates are written by `Localizer.date`).
nonisolated public enum EpisodeStrings {
    public static let tab = AppTab.title("Episodes", host: "episode")
    /// Its line in Home's menu, under the tab's title.
    public static let menuDetail = LocalizedString("episode.menuDetail", "Every episode, and who is in it")
    public static let oneCharacter = LocalizedString("episode.oneCharacter", "character")
    public static let code = LocalizedString("episode.code", "Code")
    public static let name = LocalizedString("episode.name", "Name")
    public static let airDate = LocalizedString("episode.airDate", "Air date")
    public static let id = LocalizedString("episode.id", "ID")
    public static let cast = LocalizedString("episode.cast", "Cast")
    public static let season = LocalizedString("episode.season", "Season")

    /// The longest air date the catalog writes, as the language shown writes it: the column's width.
    public static var longestAirDate: String { Localizer.current.date("September 30, 2000") }

    public static let table = StringTable(
        [tab, menuDetail, oneCharacter, code, name, airDate, id, cast, season],
        spanish: [
            tab: "Episodios", oneCharacter: "personaje", menuDetail: "Cada episodio, y quién sale en él",
            code: "Código", name: "Nombre", airDate: "Emisión", id: "ID", cast: "Reparto",
            season: "Temporada",
        ]
    )
}
