import FoundationEssentials

/// A feature shown as a tab: its main destination is the tab's root.
public struct AppTab {
    /// The title as registered, in English: the key of the feature's `{host}.tab` string.
    public let englishTitle: String
    public let feature: any FeatureContract

    public init(_ title: String, feature: any FeatureContract) {
        self.englishTitle = title
        self.feature = feature
    }

    /// Stable across runs: the feature's link host (saved files name tabs by it).
    public var id: String { feature.deepLinkHandler?.host ?? englishTitle.lowercased() }

    /// The title in the language of this moment: the feature's `{host}.tab` string.
    public var title: String { Self.title(englishTitle, host: id).text }

    /// The string a feature registers for its tab's title.
    nonisolated public static func title(_ english: String, host: String) -> LocalizedString {
        TabCoordinator.titleString(english, id: host)
    }
}
