/// The shared list's own sentences, which name no kind of record (those are the feature's:
/// `RecordWords`): its search, its rows still to come, its failures and its remembered searches.
nonisolated public enum ListStrings {
    public static let searchHint = LocalizedString("list.searchHint", "{key} to search by {field}")
    public static let retryHint = LocalizedString("list.retryHint", "Press {key} to retry.")
    public static let toRetry = LocalizedString("list.toRetry", "{key} to retry")
    /// After "No characters match this filter": the key that changes it.
    public static let changeFilter = LocalizedString("list.changeFilter", " ({key} to change it)")
    public static let filterBadge = PluralString(
        "list.filterBadge", one: "[{count} filter]", other: "[{count} filters]")
    public static let recentSearches = LocalizedString("list.recentSearches", "Recent searches")
    public static let rowPageFailed = LocalizedString(
        "list.rowPageFailed", "This row's page could not be loaded: {key} retries")
    public static let rowStillLoading = LocalizedString("list.rowStillLoading", "This row is still loading")
    public static let openUnloaded = LocalizedString("list.openUnloaded", "open (row not loaded)")
    public static let noSearchToRepeat = LocalizedString("list.noSearchToRepeat", "No search to repeat: {key} searches")
    public static let noOtherRow = LocalizedString("list.noOtherRow", "No other row holds \"{search}\"")
    public static let noRow = LocalizedString("list.noRow", "No row holds \"{search}\"")
    public static let nextMatch = LocalizedString("list.nextMatch", "next \"{search}\"")
    public static let previousMatch = LocalizedString("list.previousMatch", "previous \"{search}\"")
    /// A record whose name is blank, by its id: "#4 (no name)".
    public static let noName = LocalizedString("list.noName", "#{id} (no name)")
    public static let nextMatchFooter = LocalizedString("list.nextMatchFooter", "n/N next match")
    public static let refreshFailed = LocalizedString("list.refreshFailed", "Couldn't refresh: {reason}")
    public static let pageFailed = LocalizedString("list.pageFailed", "Couldn't load page {page}: {reason}")
    public static let rowFailed = LocalizedString("list.rowFailed", "couldn't load")
    public static let rowLoading = LocalizedString("list.rowLoading", "loading")
    public static let forgetTitle = LocalizedString("list.forgetTitle", "Forget recent searches?")
    public static let forgetMessage = PluralString(
        "list.forgetMessage", one: "This list forgets the {count} search it remembers.",
        other: "This list forgets all {count} searches it remembers.")
    public static let forget = LocalizedString("list.forget", "Forget")

    public static let table = StringTable(
        [
            searchHint, retryHint, toRetry, changeFilter, recentSearches, rowPageFailed, rowStillLoading, openUnloaded,
            noSearchToRepeat, noOtherRow, noRow, nextMatch, previousMatch, noName, nextMatchFooter, refreshFailed,
            pageFailed, rowFailed,
            rowLoading, forgetTitle, forget,
        ],
        plurals: [filterBadge, forgetMessage],
        spanish: [
            searchHint: "{key} para buscar por {field}", retryHint: "Pulsa {key} para reintentar.",
            toRetry: "{key} para reintentar", changeFilter: " ({key} para cambiarlo)",
            recentSearches: "Búsquedas recientes",
            rowPageFailed: "No se pudo cargar la página de esta fila: {key} reintenta",
            rowStillLoading: "Esta fila aún se está cargando", openUnloaded: "abrir (fila sin cargar)",
            noSearchToRepeat: "No hay búsqueda que repetir: {key} busca",
            noOtherRow: "Ninguna otra fila contiene \"{search}\"", noRow: "Ninguna fila contiene \"{search}\"",
            nextMatch: "siguiente \"{search}\"", previousMatch: "anterior \"{search}\"",
            noName: "#{id} (sin nombre)", nextMatchFooter: "n/N siguiente coincidencia",
            // Short: the reason after it still shows in 80 columns.
            refreshFailed: "No se actualizó: {reason}",
            pageFailed: "No se pudo cargar la página {page}: {reason}",
            rowFailed: "no se pudo cargar", rowLoading: "cargando",
            forgetTitle: "¿Olvidar las búsquedas recientes?", forget: "Olvidar",
        ],
        spanishPlurals: [
            filterBadge: [.one: "[{count} filtro]", .many: "[{count} de filtros]", .other: "[{count} filtros]"],
            forgetMessage: [
                .one: "Esta lista olvida la {count} búsqueda que recuerda.",
                .many: "Esta lista olvida los {count} de búsquedas que recuerda.",
                .other: "Esta lista olvida las {count} búsquedas que recuerda.",
            ],
        ]
    )
}
