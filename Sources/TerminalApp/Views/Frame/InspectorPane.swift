import Core

/// The terminal's face of the navigation snapshot: every tab's stack and modals, the
/// redirects taken, the links resolved and the latest events, as a tree in a box. Docked
/// beside the app on a wide terminal, or a box over it. Drawing only: it changes nothing.
struct InspectorPane {
    let snapshot: NavigationSnapshot
    let theme: Theme

    /// From this width the pane docks on the right and the app keeps the rest.
    static let dockingWidth = 120

    /// The app's width beside a docked pane (about 60%), or nil when the pane cannot dock.
    static func appWidth(besidePaneIn width: Int) -> Int? {
        width >= dockingWidth ? width - width * 2 / 5 : nil
    }

    static var title: String { FrameStrings.inspectorTitle.text }

    /// The tree as lines that fit `width`: long ones wrap under their indentation.
    /// `limit` bounds each log section (see `NavigationSnapshot.lines`).
    func lines(width: Int, limit: Int = .max) -> [String] {
        guard width > 4 else { return [] }
        return snapshot.lines(glyphs: glyphs, limit: limit).flatMap { Self.wrap($0, width: width) }
    }

    private var glyphs: NavigationSnapshot.Glyphs { theme.ascii ? .ascii : .unicode }

    /// One line of the tree in `width` cells: wrapped after a word, each further piece two
    /// cells deeper than the first and as wide as the room it has there.
    private static func wrap(_ line: String, width: Int) -> [String] {
        let indent = min(line.prefix { $0 == " " }.count, width / 2)
        let deeper = min(indent + 2, width / 2)
        let text = String(line.drop { $0 == " " })
        guard let first = TextLayout.wrap(text, width: width - indent).first else { return [] }
        let rest = text.hasPrefix(first) ? String(text.dropFirst(first.count).drop { $0 == " " }) : text
        let pieces =
            text.hasPrefix(first)
            ? [first] + TextLayout.wrap(rest, width: width - deeper) : TextLayout.wrap(rest, width: width - deeper)
        return pieces.enumerated().map { index, piece in
            String(repeating: " ", count: index == 0 ? indent : deeper) + piece
        }
    }

    /// The lines a docked pane `height` rows tall shows: the tabs whole, then as many of
    /// each log's newest entries as fit, taken in turn (an event, a redirect, a link, …),
    /// so the rows left are filled rather than each log cut to a third.
    func docked(width: Int, height: Int) -> [String] {
        guard width > 4 else { return [] }
        let sections = snapshot.textSections(glyphs: glyphs)
        let tabs = sections.tabs.flatMap { Self.wrap($0, width: width) }
        let logs = sections.logs.map { log in
            (heading: Self.wrap(log.heading, width: width), entries: log.entries.map { Self.wrap($0, width: width) })
        }
        var shownCount = Array(repeating: 0, count: logs.count)
        var used =
            tabs.count + logs.map { $0.heading.count + ($0.entries.isEmpty ? 1 : 0) }.reduce(0, +)
        // Events first: the newest of what happened is what a watcher looks for.
        var turn = Array(logs.indices.reversed())
        while !turn.isEmpty {
            turn.removeAll { section in
                let next = shownCount[section]
                guard next < logs[section].entries.count, used + logs[section].entries[next].count <= height else {
                    return true
                }
                used += logs[section].entries[next].count
                shownCount[section] += 1
                return false
            }
        }
        var lines = tabs
        for (section, log) in logs.enumerated() {
            lines += log.heading
            lines +=
                log.entries.isEmpty
                ? Self.wrap("  " + NavigationStrings.noneYet.text, width: width)
                : log.entries.prefix(shownCount[section]).flatMap { $0 }
        }
        return lines
    }

    /// Draws the pane in `box`, its first `offset` lines scrolled away. A docked pane lists
    /// as many of the latest log entries as fit beside whole tabs.
    func draw(into canvas: inout Canvas, box: Rect, offset: Int, docked: Bool) {
        guard box.width > 6, box.height > 2 else { return }
        if docked {
            canvas.fill(box)
            canvas.box(box, title: theme.chrome(Self.title), glyphs: theme.glyphs, style: .bold)
        } else {
            // Over the app, as any box: the screen beneath stays, dimmed.
            let bounds = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
            canvas.overlayBox(
                box, title: theme.chrome(Self.title), glyphs: theme.glyphs, style: .bold, bounds: bounds)
        }
        let content = box.inset(by: 1)
        let width = content.width - 2
        var shown = lines(width: width)
        if docked, shown.count > content.height {
            shown = self.docked(width: width, height: content.height)
        }
        let first = min(max(offset, 0), max(shown.count - content.height, 0))
        for (row, line) in shown.dropFirst(first).prefix(content.height).enumerated() {
            let isHeading = !line.hasPrefix(" ")
            let text = TextWidth.truncate(line, to: width, ellipsis: theme.ellipsis)
            canvas.text(text, x: content.x + 1, y: content.y + row, maxWidth: width, style: isHeading ? .bold : .plain)
        }
        // The box scrolls: marks on its edges say there is more above or below, as help's do.
        guard !docked else { return }
        if first > 0 { mark("↑ " + FrameStrings.more.text, y: box.y, box: box, into: &canvas) }
        if first + content.height < shown.count {
            mark("↓ " + FrameStrings.more.text, y: box.maxY - 1, box: box, into: &canvas)
        }
    }

    private func mark(_ text: String, y: Int, box: Rect, into canvas: inout Canvas) {
        let shown = " " + theme.chrome(text) + " "
        canvas.text(shown, x: box.maxX - 2 - TextWidth.of(shown), y: y, style: .bold)
    }
}
