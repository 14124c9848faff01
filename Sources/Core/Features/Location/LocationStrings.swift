/// The Location feature's strings, which its registration brings: its tab, its detail's
/// labels and its Filter's fields (names, types and dimensions stay as the catalog writes them).
nonisolated public enum LocationStrings {
    /// The shared list's, detail's, Filter's and palette's sentences of its records.
    public static let records = LocationKind.names.words
    public static let tab = AppTab.title("Locations", host: "location")
    /// Its line in Home's menu, under the tab's title.
    public static let menuDetail = LocalizedString("location.menuDetail", "Every place, and who lives there")
    public static let oneResident = LocalizedString("location.oneResident", "resident")
    public static let name = LocalizedString("location.name", "Name")
    public static let type = LocalizedString("location.type", "Type")
    public static let dimension = LocalizedString("location.dimension", "Dimension")
    public static let unknown = LocalizedString("location.unknown", "unknown")
    public static let id = LocalizedString("location.id", "ID")
    public static let residents = LocalizedString("location.residents", "Residents")

    public static let table = StringTable(
        [tab, menuDetail, oneResident, name, type, dimension, unknown, id, residents] + records.all,
        spanish: [
            records.kind: "Ubicación",
            records.one: "ubicación",
            records.records: "ubicaciones",
            records.searchedBy: "nombre",
            records.loading: "Cargando ubicaciones",
            records.loadFailed: "No se pudieron cargar las ubicaciones",
            records.noneOnServer: "El servidor no lista ninguna ubicación.",
            records.noneInCatalog: "Este catálogo no tiene ninguna ubicación.",
            records.noMatch: "Ninguna ubicación coincide con \"{search}\".",
            records.noMatchFiltered: "Ninguna ubicación coincide con \"{search}\" con este filtro.",
            records.noneFiltered: "Ninguna ubicación coincide con este filtro{hint}.",
            records.unfiltered: "Sin filtro: todas las ubicaciones.",
            records.filterPlace: "Filtrar ubicaciones",
            records.notFound: "No hay ninguna ubicación #{id}.",
            records.noList: "El servidor no tiene ubicaciones: respondió 404 a {path}.",
            tab: "Ubicaciones", oneResident: "residente", menuDetail: "Cada lugar, y quién vive allí", name: "Nombre",
            type: "Tipo", dimension: "Dimensión", unknown: "desconocido",
            id: "ID", residents: "Residentes",
        ]
    )
}
