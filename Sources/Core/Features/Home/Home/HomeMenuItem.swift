/// An entry of Home's menu: a feature's, as the app registered it, or Home's own About. Its
/// words are read in the language of the moment they are drawn.
public struct HomeMenuItem: Equatable, Sendable {
    public let titleString: LocalizedString
    public let detailString: LocalizedString
    /// The link of the screen it opens outside Home; nil for Home's own About.
    public let link: String?

    public var title: String { titleString.text }
    public var detail: String { detailString.text }

    public init(title: LocalizedString, detail: LocalizedString, link: String?) {
        self.titleString = title
        self.detailString = detail
        self.link = link
    }

    /// Always last: what the app demonstrates.
    public static let about = HomeMenuItem(title: HomeStrings.about, detail: HomeStrings.aboutDetail, link: nil)
}
