/// Every table of strings the app shows: the shared parts' (navigation, the Filter sheet, the
/// fallback feature's) and each registered feature's own, which its registration brings. A front
/// end adds its own table and builds a `Localizer` from them.
nonisolated public enum AppStrings {
    /// The tables of the shared parts and of `features`.
    public static func tables(features: [AppFeature]) -> [StringTable] {
        [
            NavigationStrings.table, FilterStrings.table, DetailStrings.table, OfflineStrings.table, DataStrings.table,
            ListStrings.table, StateStrings.table,
            AppComposition.fallbackStrings,
        ]
            + features.map(\.strings)
    }
}
