/// A feature's entry in Home's menu, as its registration gives it: a title, one line about
/// it, and the link of the screen it opens. Home lists the entries of the features of a run
/// in registration order, so a feature appears there without an edit to Home.
nonisolated public struct MenuEntry: Hashable, Sendable {
    public let title: String
    public let detail: String
    /// A link that names one screen (`challenge://episode/list`), not a modal.
    public let link: String

    public init(_ title: String, _ detail: String, link: String) {
        self.title = title
        self.detail = detail
        self.link = link
    }
}
