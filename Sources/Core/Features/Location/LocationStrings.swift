/// The Location feature's strings, which its registration brings: its tab, its detail's
/// labels and its Filter's fields (names, types and dimensions stay as the catalog writes them).
nonisolated public enum LocationStrings {
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
        [tab, menuDetail, oneResident, name, type, dimension, unknown, id, residents],
        spanish: [
            tab: "Ubicaciones", oneResident: "residente", menuDetail: "Cada lugar, y quién vive allí", name: "Nombre",
            type: "Tipo", dimension: "Dimensión", unknown: "desconocido",
            id: "ID", residents: "Residentes",
        ]
    )
}
