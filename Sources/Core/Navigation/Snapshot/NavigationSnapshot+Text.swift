/// The snapshot as an indented tree of text lines: what the inspector pane draws and
/// plain `challenge inspect` prints.
extension NavigationSnapshot {
    /// The marks the tree is drawn with.
    public struct Glyphs: Sendable {
        /// Between a stack's destinations.
        public let separator: String
        /// Between an Outgoing destination and the redirect's answer.
        public let redirect: String
        /// Before what something led to (Not Found, the feature of a link).
        public let leadsTo: String
        /// Before the tab in front.
        public let front: String

        public static let unicode = Glyphs(separator: "›", redirect: "⇒", leadsTo: "→", front: "▸")
        public static let ascii = Glyphs(separator: ">", redirect: "=>", leadsTo: "->", front: ">")
    }

    /// - Parameters:
    ///   - glyphs: the marks (`.ascii` for terminals and readers without Unicode).
    ///   - limit: how many of the latest redirects, links and events are listed (a pane
    ///     with little room lists fewer; the tabs are always whole).
    public func lines(glyphs: Glyphs = .unicode, limit: Int = .max) -> [String] {
        let separator = glyphs.separator
        var lines = ["Tabs"]
        for tab in tabs {
            lines.append("\(tab.front ? glyphs.front : " ") \(tab.title)\(tab.front ? " (front)" : "")")
            lines.append("    " + tab.stack.joined(separator: " \(separator) "))
            lines += modalLines(tab.modals, indent: 4, separator: separator)
        }
        lines.append("Redirects")
        if redirects.isEmpty { lines.append("  none yet") }
        for redirect in redirects.reversed().prefix(limit) {
            lines.append(
                "  \(redirect.from) \(glyphs.redirect) " + (redirect.to ?? "no redirect \(glyphs.leadsTo) Not Found"))
        }
        lines.append("Links")
        if links.isEmpty { lines.append("  none yet") }
        for link in links.reversed().prefix(limit) {
            lines.append(
                "  \(link.url) \(glyphs.leadsTo) " + (link.feature ?? "no feature \(glyphs.leadsTo) Not Found"))
        }
        lines.append("Events (newest first)")
        if events.isEmpty { lines.append("  none yet") }
        for event in events.prefix(limit) {
            let properties = event.properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            lines.append("  " + ([event.name] + properties).joined(separator: " "))
        }
        return lines
    }

    private func modalLines(_ modals: [Modal], indent: Int, separator: String) -> [String] {
        modals.flatMap { modal in
            let style = modal.detent.map { "\(modal.style) (\($0))" } ?? modal.style
            let line =
                String(repeating: " ", count: indent) + "\(style): " + modal.stack.joined(separator: " \(separator) ")
            return [line] + modalLines(modal.modals, indent: indent + 2, separator: separator)
        }
    }
}
