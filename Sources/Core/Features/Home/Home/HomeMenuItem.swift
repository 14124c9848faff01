/// An entry of Home's menu: a feature's, as the app registered it, or Home's own About.
public struct HomeMenuItem: Equatable, Sendable {
    public let title: String
    public let detail: String
    /// The link of the screen it opens outside Home; nil for Home's own About.
    public let link: String?

    public init(title: String, detail: String, link: String?) {
        self.title = title
        self.detail = detail
        self.link = link
    }

    /// Always last: what the app demonstrates.
    public static let about = HomeMenuItem(title: "About", detail: "What this app demonstrates (a sheet)", link: nil)
}
