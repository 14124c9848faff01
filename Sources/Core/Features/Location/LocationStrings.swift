/// The Location feature's strings, which its registration brings.
nonisolated public enum LocationStrings {
    public static let tab = AppTab.title("Locations", host: "location")

    public static let table = StringTable([tab], spanish: [tab: "Ubicaciones"])
}
