/// What the screens say of a saved file the app cannot read (navigation.json, favorites.json):
/// the reason's known beginnings in each language; the detail after them (a decoder's, the
/// system's) stays as written, and the log keeps the English.
nonisolated public enum StateStrings {
    public static let navigationKept = LocalizedString(
        "state.navigationKept", "{file} {reason}: kept; saving to {beside}")
    /// The beginnings of the reasons `StateFile` and the stores give, each as written in English.
    static let reasons = [
        LocalizedString("state.damaged", "is damaged"),
        LocalizedString("state.newer", "is from a newer version"),
        LocalizedString("state.notRegular", "is not a regular file"),
        LocalizedString("state.cannotOpen", "cannot be opened"),
        LocalizedString("state.larger", "is larger than"),
        LocalizedString("state.notFavourites", "is not a list of favourites"),
    ]

    /// A reason in the language of this moment: its known beginning translated, the rest as written.
    public static func reason(_ english: String) -> String {
        guard let known = reasons.first(where: { english.hasPrefix($0.english) }) else { return english }
        return known.text + english.dropFirst(known.english.count)
    }

    public static let table = StringTable(
        [navigationKept] + reasons,
        spanish: [
            navigationKept: "{file} {reason}: se conserva; se guarda en {beside}",
            reasons[0]: "está dañado", reasons[1]: "es más nuevo",
            reasons[2]: "no es un archivo normal", reasons[3]: "no se puede abrir", reasons[4]: "mide más de",
            reasons[5]: "no es una lista de favoritos",
        ]
    )
}
