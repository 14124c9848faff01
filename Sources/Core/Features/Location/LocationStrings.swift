/// The Location feature's strings, which its registration brings: its tab, its detail's
/// labels and its Filter's fields (names, types and dimensions stay as the catalog writes them).
nonisolated public enum LocationStrings {
    public static let tab = AppTab.title("Locations", host: "location")
    public static let name = LocalizedString("location.name", "Name")
    public static let type = LocalizedString("location.type", "Type")
    public static let dimension = LocalizedString("location.dimension", "Dimension")
    public static let unknown = LocalizedString("location.unknown", "unknown")
    public static let id = LocalizedString("location.id", "ID")
    public static let residents = LocalizedString("location.residents", "Residents")

    public static let table = StringTable(
        [tab, name, type, dimension, unknown, id, residents],
        spanish: [
            tab: "Ubicaciones", name: "Nombre", type: "Tipo", dimension: "Dimensión", unknown: "desconocido",
            id: "ID", residents: "Residentes",
        ]
    )
}
