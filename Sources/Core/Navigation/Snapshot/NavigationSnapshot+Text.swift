/// The snapshot as an indented tree of text lines: what the inspector pane draws and
/// plain `challenge inspect` prints.
extension NavigationSnapshot {
    /// - Parameters:
    ///   - separator: between a stack's destinations (`›`, or `>` in ASCII).
    ///   - limit: how many of the latest redirects, links and events are listed (a pane
    ///     with little room lists fewer; the tabs are always whole).
    public func lines(separator: String = "›", limit: Int = .max) -> [String] {
        var lines = ["Tabs"]
        for tab in tabs {
            lines.append("\(tab.front ? "▸" : " ") \(tab.title)\(tab.front ? " (front)" : "")")
            lines.append("    " + tab.stack.joined(separator: " \(separator) "))
            lines += modalLines(tab.modals, indent: 4, separator: separator)
        }
        lines.append("Redirects")
        if redirects.isEmpty { lines.append("  none yet") }
        for redirect in redirects.reversed().prefix(limit) {
            lines.append("  \(redirect.from) ⇒ " + (redirect.to ?? "no redirect → Not Found"))
        }
        lines.append("Links")
        if links.isEmpty { lines.append("  none yet") }
        for link in links.reversed().prefix(limit) {
            lines.append("  \(link.url) → " + (link.feature ?? "no feature → Not Found"))
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
            let line = String(repeating: " ", count: indent) + "\(style): " + modal.stack.joined(separator: " \(separator) ")
            return [line] + modalLines(modal.modals, indent: indent + 2, separator: separator)
        }
    }
}
