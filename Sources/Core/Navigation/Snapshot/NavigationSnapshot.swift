/// What the navigation is right now, as plain data: every tab's stack and nested modals as
/// destination names, the redirects taken, the links resolved and the latest tracker
/// events. The inspector pane and `challenge inspect` are two faces of this one value.
nonisolated public struct NavigationSnapshot: Equatable, Sendable, Decodable {
    public struct Tab: Equatable, Sendable, Decodable {
        /// The tab's stable id (its feature's link host).
        public var id: String
        public var title: String
        /// Whether it is the tab in front.
        public var front: Bool
        /// Root first, top last.
        public var stack: [String]
        public var modals: [Modal]
    }

    /// A presented modal: its style, and its own stack and modals.
    public struct Modal: Equatable, Sendable, Decodable {
        /// `sheet`, `cover` or `alert`.
        public var style: String
        /// A sheet's current height (`medium`, `large`); nil for the other styles.
        public var detent: String?
        /// The modal's first destination, then what was pushed inside it.
        public var stack: [String]
        public var modals: [Modal]
    }

    /// A navigation to an Outgoing destination and what the redirect table answered.
    public struct Redirect: Equatable, Sendable, Decodable {
        public var from: String
        /// nil when the table has no answer (the user met Not Found).
        public var to: String?
    }

    /// A deep link and the feature that resolved it (nil: none did, Not Found).
    public struct Link: Equatable, Sendable, Decodable {
        public var url: String
        public var feature: String?
    }

    public struct Event: Equatable, Sendable, Decodable {
        public var name: String
        public var properties: [String: String]
    }

    public var tabs: [Tab]
    /// Oldest first.
    public var redirects: [Redirect]
    /// Oldest first.
    public var links: [Link]
    /// Newest first.
    public var events: [Event]

    public init(tabs: [Tab], redirects: [Redirect], links: [Link], events: [Event]) {
        self.tabs = tabs
        self.redirects = redirects
        self.links = links
        self.events = events
    }

    /// The tab in front.
    public var front: Tab? { tabs.first(where: \.front) }

    /// The destination the user sees in the tab in front: the top of its deepest modal
    /// (alert, then cover, then sheet, as drawn), else of its stack.
    public var frontTop: String? {
        guard let tab = front else { return nil }
        var stack = tab.stack
        var modals = tab.modals
        while let modal = Self.drawnLast(modals) {
            stack = modal.stack
            modals = modal.modals
        }
        return stack.last
    }

    private static func drawnLast(_ modals: [Modal]) -> Modal? {
        for style in ["alert", "cover", "sheet"] {
            if let modal = modals.first(where: { $0.style == style }) { return modal }
        }
        return nil
    }
}
