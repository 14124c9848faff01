import FoundationEssentials

/// A feature shown as a tab: its main destination is the tab's root.
public struct AppTab {
    public let title: String
    public let feature: any FeatureContract

    public init(_ title: String, feature: any FeatureContract) {
        self.title = title
        self.feature = feature
    }

    /// Stable across runs: the feature's link host (saved files name tabs by it).
    public var id: String { feature.deepLinkHandler?.host ?? title.lowercased() }
}
