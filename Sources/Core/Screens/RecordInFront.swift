/// The record a screen has in front of the user, as any feature may know it without knowing
/// the feature it belongs to: the link `y` copies, the title it is shown by, and its kind
/// ("character"). A list's selected row, or a detail's own record once it is loaded.
nonisolated public struct RecordInFront: Hashable, Sendable {
    public let link: String
    public let title: String
    public let kind: String

    public init(link: String, title: String, kind: String) {
        self.link = link
        self.title = title
        self.kind = kind
    }
}
