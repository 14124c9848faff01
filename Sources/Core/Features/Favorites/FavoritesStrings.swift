/// Favourites' strings, which its registration brings: its list, its key and what the status
/// line says. A record's kind is shown as the feature that owns it words it (`RecordWords`, by
/// the host of its link; the kind stored is the English noun).
nonisolated public enum FavoritesStrings {
    public static let title = LocalizedString("favorites.title", "Favourites")
    public static let menuDetail = LocalizedString("favorites.menuDetail", "The records you starred")
    public static let star = LocalizedString("favorites.star", "star")
    public static let unstar = LocalizedString("favorites.unstar", "unstar")
    public static let starred = LocalizedString("favorites.starred", "Starred {title}")
    public static let unstarred = LocalizedString("favorites.unstarred", "Unstarred {title}")
    public static let nothingHere = LocalizedString(
        "favorites.nothingHere", "Nothing to star here · {key} stars the selected record")
    public static let empty = LocalizedString(
        "favorites.empty",
        "No favourites yet. Press {key} on a character, an episode or a location (a list's row or a detail) to star it."
    )
    public static let noneOfKind = LocalizedString("favorites.noneOfKind", "No {kind} is starred.")
    public static let everyKind = LocalizedString("favorites.everyKind", "every kind")
    public static let onlyKind = LocalizedString("favorites.onlyKind", "only {records}")
    public static let kindKey = LocalizedString("favorites.kindKey", "show each kind in turn")
    public static let kindFooter = LocalizedString("favorites.kindFooter", "next kind")
    public static let oneKind = LocalizedString(
        "favorites.oneKind", "Only {records} are starred: there is no other kind to show.")
    public static let noKind = LocalizedString(
        "favorites.noKind", "Nothing is starred yet: there is no kind to show.")
    public static let open = LocalizedString("favorites.open", "open")
    public static let damagedAside = LocalizedString(
        "favorites.damagedAside", "{path} {reason}; kept as {aside}, starting with no favourites")
    public static let damagedKept = LocalizedString(
        "favorites.damagedKept", "{path} {reason} and cannot be put aside ({error}); not saved")
    public static let notStarred = LocalizedString("favorites.notStarred", "{title} is not starred: {problem}")
    public static let stillStarred = LocalizedString("favorites.stillStarred", "{title} is still starred: {problem}")
    public static let unwritable = LocalizedString("favorites.unwritable", "{file} cannot be written ({reason})")
    public static let notPutAside = LocalizedString(
        "favorites.notPutAside", "{file} is damaged and cannot be put aside ({reason})")
    /// `[keys]` and `config --default` read it: the config's words stay English.
    public static let starSummary = "star or unstar the record in front (a list's row, a detail's record)"
    public static let mark = RowMark("★", ascii: "*")

    /// What the star key does to a record: star it, or unstar it once starred.
    public static func starLabel(starred: Bool) -> String { (starred ? unstar : star).text }
    public static func starred(_ title: String) -> String { starred.text(["title": title]) }
    public static func unstarred(_ title: String) -> String { unstarred.text(["title": title]) }
    public static func nothing(key: String) -> String { nothingHere.text(["key": key]) }
    public static func empty(key: String) -> String { empty.text(["key": key]) }
    /// A star (or an unstar) the file did not take: the record's title, and why in the
    /// system's words.
    public static func notKept(_ title: String, starring: Bool, _ failure: FavoritesStore.NotSaved) -> String {
        let values: KeyValuePairs = ["file": failure.file, "reason": failure.reason]
        let problem = failure.cause == .unwritable ? unwritable.text(values) : notPutAside.text(values)
        return (starring ? notStarred : stillStarred).text(["title": title, "problem": problem])
    }

    /// A favourites file that could not be read: put `aside`, or kept where it is for `error`.
    public static func damage(path: String, reason: String, aside: String?, error: String?) -> String {
        let reason = StateStrings.reason(reason)
        if let aside { return damagedAside.text(["path": path, "reason": reason, "aside": aside]) }
        return damagedKept.text(["path": path, "reason": reason, "error": error ?? ""])
    }

    /// `link` is a starred record's of that kind, when one is at hand; else the kind is its host.
    public static func noneOfKind(_ kind: String, link: String?) -> String {
        noneOfKind.text(["kind": RecordWords.one(host: host(kind, link), one: kind).text])
    }

    /// Why the kind key shows nothing else: every favourite is of one kind (`kind`), or none is.
    public static func noOtherKind(_ kind: String?, link: String?) -> String {
        guard let kind else { return noKind.text }
        return oneKind.text(["records": RecordWords.records(host: host(kind, link), many: kind + "s").text])
    }

    public static func kindFilter(_ kind: String?, link: String?) -> String {
        guard let kind else { return everyKind.text }
        return onlyKind.text(["records": RecordWords.records(host: host(kind, link), many: kind + "s").text])
    }

    /// A row's kind, capitalized as a title: "Character", "Personaje".
    public static func kindTitle(of favorite: Favorite) -> String {
        RecordWords.kind(host: host(favorite.kind, favorite.link), one: favorite.kind).text
    }

    /// The feature that owns a record: its link's host, which names its strings.
    private static func host(_ kind: String, _ link: String?) -> String {
        link.flatMap { DeepLink.parse($0)?.host } ?? kind
    }

    public static let table = StringTable(
        [
            title, menuDetail, star, unstar, starred, unstarred, nothingHere, empty, noneOfKind, everyKind, onlyKind,
            kindKey, kindFooter, oneKind, noKind, open, damagedAside, damagedKept, notStarred, stillStarred,
            unwritable, notPutAside,
        ],
        spanish: [
            title: "Favoritos", menuDetail: "Los registros que marcaste", star: "marcar",
            unstar: "desmarcar",
            starred: "Marcado {title}", unstarred: "Desmarcado {title}",
            nothingHere: "Nada que marcar aquí · {key} marca el registro elegido",
            empty: "Aún no hay favoritos. Pulsa {key} sobre un personaje, un episodio o una ubicación (una fila de "
                + "una lista o un detalle) para marcarlo.",
            noneOfKind: "Ningún favorito de tipo {kind}.", everyKind: "de todo tipo", onlyKind: "solo {records}",
            kindKey: "mostrar cada tipo por turno", kindFooter: "otro tipo",
            oneKind: "Solo hay {records} entre los favoritos: no hay otro tipo que mostrar.",
            noKind: "Aún no hay nada marcado: no hay ningún tipo que mostrar.", open: "abrir",
            damagedAside: "{path} {reason}; se guarda como {aside}, y se empieza sin favoritos",
            damagedKept: "{path} {reason} y no se puede apartar ({error}); no se guarda",
            notStarred: "{title} no quedó marcado: {problem}", stillStarred: "{title} sigue marcado: {problem}",
            unwritable: "no se puede escribir {file} ({reason})",
            notPutAside: "{file} está dañado y no se puede apartar ({reason})",
        ]
    )
}
