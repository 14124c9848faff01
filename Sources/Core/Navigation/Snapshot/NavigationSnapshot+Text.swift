/// The snapshot as an indented tree of text lines: what the inspector pane draws and
/// plain `challenge inspect` prints.
nonisolated extension NavigationSnapshot {
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
        let sections = textSections(glyphs: glyphs)
        return sections.tabs + sections.logs.flatMap { $0.lines(limit: limit) }
    }

    /// The tree in its parts: the tabs' lines, then each log (redirects, links, events)
    /// newest first, so a pane with little room can choose how many of each it lists.
    public func textSections(glyphs: Glyphs = .unicode) -> TextSections {
        let separator = glyphs.separator
        var tabLines = [NavigationStrings.tabs.text]
        let front = " " + NavigationStrings.front.text
        let notFound = NavigationStrings.notFound.text
        for tab in tabs {
            tabLines.append("\(tab.front ? glyphs.front : " ") \(tab.title)\(tab.front ? front : "")")
            tabLines.append("    " + tab.stack.joined(separator: " \(separator) "))
            tabLines += modalLines(tab.modals, indent: 4, separator: separator)
        }
        let redirectLines = redirects.reversed().map { redirect in
            "  \(redirect.from) \(glyphs.redirect) "
                + (redirect.to ?? "\(NavigationStrings.noRedirect.text) \(glyphs.leadsTo) \(notFound)")
        }
        let linkLines = links.reversed().map { link in
            "  \(link.url) \(glyphs.leadsTo) "
                + (link.feature ?? "\(NavigationStrings.noFeature.text) \(glyphs.leadsTo) \(notFound)")
        }
        let eventLines = events.map { event in
            let properties = event.properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return "  " + ([event.name] + properties).joined(separator: " ")
        }
        return TextSections(
            tabs: tabLines,
            logs: [
                TextSections.Log(heading: NavigationStrings.redirects.text, entries: redirectLines),
                TextSections.Log(heading: NavigationStrings.links.text, entries: linkLines),
                TextSections.Log(heading: NavigationStrings.events.text, entries: eventLines),
            ])
    }

    /// The tree's parts as text lines (see `textSections`).
    public struct TextSections: Sendable {
        /// Every tab with its stack and modals: always shown whole.
        public let tabs: [String]
        /// Redirects, links and events, in that order.
        public let logs: [Log]

        /// One log: its heading and its entries, newest first.
        public struct Log: Sendable {
            public let heading: String
            public let entries: [String]

            /// The heading and the newest `limit` entries ("none yet" when it has none).
            public func lines(limit: Int = .max) -> [String] {
                [heading]
                    + (entries.isEmpty ? ["  " + NavigationStrings.noneYet.text] : Array(entries.prefix(max(limit, 0))))
            }
        }
    }

    /// A modal's style or detent as the tree names it (the snapshot's value in English, for JSON).
    private static func shown(_ value: String) -> String {
        let names = [
            "sheet": NavigationStrings.sheet, "cover": NavigationStrings.cover, "alert": NavigationStrings.alert,
            "medium": NavigationStrings.medium, "large": NavigationStrings.large,
        ]
        return names[value]?.text ?? value
    }

    private func modalLines(_ modals: [Modal], indent: Int, separator: String) -> [String] {
        modals.flatMap { modal in
            let style = modal.detent.map { "\(Self.shown(modal.style)) (\(Self.shown($0)))" } ?? Self.shown(modal.style)
            let line =
                String(repeating: " ", count: indent) + "\(style): " + modal.stack.joined(separator: " \(separator) ")
            return [line] + modalLines(modal.modals, indent: indent + 2, separator: separator)
        }
    }
}
