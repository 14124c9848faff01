/// The Character feature's strings, which its registration brings.
nonisolated public enum CharacterStrings {
    public static let tab = AppTab.title("Characters", host: "character")

    public static let table = StringTable([tab], spanish: [tab: "Personajes"])
}
