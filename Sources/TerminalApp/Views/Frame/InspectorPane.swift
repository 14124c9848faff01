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

    static let title = "Navigation · F12 closes"

    /// The tree as lines that fit `width`: long ones wrap under their indentation.
    /// `limit` bounds each log section (see `NavigationSnapshot.lines`).
    func lines(width: Int, limit: Int = .max) -> [String] {
        guard width > 4 else { return [] }
        return snapshot.lines(glyphs: theme.ascii ? .ascii : .unicode, limit: limit).flatMap { line -> [String] in
            let indent = line.prefix { $0 == " " }.count
            let wrapped = TextLayout.wrap(String(line.dropFirst(indent)), width: width - indent)
            return wrapped.enumerated().map { index, piece in
                String(repeating: " ", count: index == 0 ? indent : min(indent + 2, width / 2)) + piece
            }
        }
    }

    /// Draws the pane in `box`, its first `offset` lines scrolled away. A docked pane lists
    /// as many of the latest log entries as fit beside whole tabs.
    func draw(into canvas: inout Canvas, box: Rect, offset: Int, docked: Bool) {
        guard box.width > 6, box.height > 2 else { return }
        if docked {
            canvas.fill(box)
            canvas.box(box, title: theme.chrome(Self.title), glyphs: theme.glyphs, style: .bold)
        } else {
            // Over the app, as any box: nothing of the screen beneath touches its edges.
            let bounds = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
            canvas.overlayBox(
                box, title: theme.chrome(Self.title), glyphs: theme.glyphs, style: .bold, bounds: bounds)
        }
        let content = box.inset(by: 1)
        let width = content.width - 2
        var shown = lines(width: width)
        if docked, shown.count > content.height {
            // Three log sections share what the tabs leave; each keeps its newest entries.
            let tabs = lines(width: width, limit: 0).count
            shown = lines(width: width, limit: max((content.height - tabs) / 3 - 1, 1))
        }
        let first = min(max(offset, 0), max(shown.count - content.height, 0))
        for (row, line) in shown.dropFirst(first).prefix(content.height).enumerated() {
            let isHeading = !line.hasPrefix(" ")
            canvas.text(line, x: content.x + 1, y: content.y + row, maxWidth: width, style: isHeading ? .bold : .plain)
        }
    }

    /// The footer while the pane is a box over the app (it takes the keys then).
    static let footerHints = [
        FooterHint("↑↓ scroll"), FooterHint("esc/F12 close inspector", priority: .always),
        FooterHint("q quit", priority: .always),
    ]
}
