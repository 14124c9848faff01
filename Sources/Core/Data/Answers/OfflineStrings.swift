/// What a screen says of a saved answer served offline, in each language.
nonisolated public enum OfflineStrings {
    public static let note = LocalizedString("offline.note", "offline · saved {age}")
    public static let justNow = LocalizedString("offline.justNow", "just now")
    public static let minutes = LocalizedString("offline.minutes", "{count} min ago")
    public static let hours = LocalizedString("offline.hours", "{count} h ago")
    public static let days = LocalizedString("offline.days", "{count} d ago")

    public static let table = StringTable(
        [note, justNow, minutes, hours, days],
        spanish: [
            note: "sin conexión · guardado {age}", justNow: "ahora mismo", minutes: "hace {count} min",
            hours: "hace {count} h", days: "hace {count} d",
        ]
    )
}
