/// A feature's entry in Home's menu, as its registration gives it: a title, one line about
/// it, and the link of the screen it opens. Home lists the entries of the features of a run
/// in registration order, so a feature appears there without an edit to Home.
nonisolated public struct MenuEntry: Hashable, Sendable {
    /// Its words, from the feature's own strings (read in the language of the moment).
    public let title: LocalizedString
    public let detail: LocalizedString
    /// A link that names one screen (`challenge://episode/list`), not a modal.
    public let link: String

    public init(_ title: LocalizedString, _ detail: LocalizedString, link: String) {
        self.title = title
        self.detail = detail
        self.link = link
    }
}
