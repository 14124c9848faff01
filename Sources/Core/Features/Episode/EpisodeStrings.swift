/// The Episode feature's strings, which its registration brings: its tab, its detail's labels
/// and its Filter's field (air dates are written by `Localizer.date`).
nonisolated public enum EpisodeStrings {
    /// The shared list's, detail's, Filter's and palette's sentences of its records.
    public static let records = EpisodeKind.names.words
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
        [tab, menuDetail, oneCharacter, code, name, airDate, id, cast, season] + records.all,
        spanish: [
            records.kind: "Episodio",
            records.one: "episodio",
            records.records: "episodios",
            records.searchedBy: "nombre o código",
            records.loading: "Cargando episodios",
            records.loadFailed: "No se pudieron cargar los episodios",
            records.noneOnServer: "El servidor no lista ningún episodio.",
            records.noneInCatalog: "Este catálogo no tiene ningún episodio.",
            records.noMatch: "Ningún episodio coincide con \"{search}\".",
            records.noMatchFiltered: "Ningún episodio coincide con \"{search}\" con este filtro.",
            records.noneFiltered: "Ningún episodio coincide con este filtro{hint}.",
            records.unfiltered: "Sin filtro: todos los episodios.",
            records.filterPlace: "Filtrar episodios",
            records.notFound: "No hay ningún episodio #{id}.",
            records.noList: "El servidor no tiene episodios: respondió 404 a {path}.",
            tab: "Episodios", oneCharacter: "personaje", menuDetail: "Cada episodio, y quién sale en él",
            code: "Código", name: "Nombre", airDate: "Emisión", id: "ID", cast: "Reparto",
            season: "Temporada",
        ]
    )
}
