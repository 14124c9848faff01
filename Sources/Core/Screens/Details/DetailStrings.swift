/// The shared detail's strings: a section of links that is empty, loading, failed or partial.
nonisolated public enum DetailStrings {
    public static let none = LocalizedString("detail.none", "None.")
    public static let loading = LocalizedString("detail.loading", "Loading…")
    public static let failed = LocalizedString("detail.failed", "Couldn't load them")
    public static let notInCatalog = LocalizedString("detail.notInCatalog", "1 {one}, not in this catalog.")
    public static let noneInCatalog = LocalizedString("detail.noneInCatalog", "None of the {count} is in this catalog.")
    /// What one link is, where a section does not say ("1 record, not in this catalog.").
    public static let oneRecord = LocalizedString("detail.oneRecord", "record")
    public static let moreNotInCatalog = LocalizedString("detail.moreNotInCatalog", "{count} more not in this catalog.")
    /// A record still to come or that failed, by its title until it is there ("Episode #3").
    public static let loadingRecord = LocalizedString("detail.loadingRecord", "Loading {title}")
    public static let loadFailed = LocalizedString("detail.loadFailed", "Couldn't load {title}")
    public static let retryOrBack = LocalizedString("detail.retryOrBack", "Press {retry} to retry, {back} to go back.")
    public static let goBack = LocalizedString("detail.goBack", "{back} to go back.")
    public static let askServer = LocalizedString("detail.askServer", "{key} asks the server again")

    public static let table = StringTable(
        [
            none, loading, failed, notInCatalog, noneInCatalog, oneRecord, moreNotInCatalog, loadingRecord, loadFailed,
            retryOrBack, goBack, askServer,
        ],
        spanish: [
            none: "Ninguno.", loading: "Cargando…", failed: "No se pudieron cargar",
            notInCatalog: "1 {one}, no está en este catálogo.",
            noneInCatalog: "Ninguno de los {count} está en este catálogo.", oneRecord: "registro",
            moreNotInCatalog: "{count} más que no están en este catálogo.",
            loadingRecord: "Cargando {title}", loadFailed: "No se pudo cargar {title}",
            retryOrBack: "Pulsa {retry} para reintentar, {back} para volver.", goBack: "{back} para volver.",
            askServer: "{key} pregunta de nuevo al servidor",
        ]
    )
}
