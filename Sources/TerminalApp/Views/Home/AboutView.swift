import Core

struct AboutView: RowClickable {
    let viewModel: AboutViewModel

    /// The menu's keys; when the text is taller than its room, PgUp and PgDn scroll it, as help's.
    func bindings(_ context: ViewContext) -> [KeyBinding] {
        let menu = KeyBinding.menu(viewModel, context: context, action: HomeStrings.tryIt.text)
        let text = textLayout(inner(context.area))
        guard text.last > 0 else { return menu }
        let scroll = { (delta: Int) in
            viewModel.textOffset = min(max(min(viewModel.textOffset, text.last) + delta, 0), text.last)
        }
        let page = max(text.room - 1, 1)
        return [
            KeyBinding([.pageUp], "PgUp", HomeStrings.scrollTextUp.text, footer: .hidden, named: .pageUp) {
                scroll(-page)
            },
            KeyBinding([.pageDown], "PgDn", HomeStrings.scrollTextDown.text, footer: .hidden, named: .pageDown) {
                scroll(page)
            },
        ] + menu
    }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        let inner = inner(area)
        let text = textLayout(inner)
        let first = min(viewModel.textOffset, text.last)
        for (row, line) in text.lines.dropFirst(first).prefix(text.room).enumerated() {
            canvas.text(line, x: inner.x, y: inner.y + row)
        }
        // One mark on the row above the menu says where more is, and the key that shows it (↓
        // moves the menu here); it never covers the text, as one on its top line would.
        let above = first > 0
        let below = first < text.last
        if above || below {
            let more = HomeStrings.more.text
            let mark =
                above && below ? "↑↓ \(more) · PgUp PgDn" : above ? "↑ \(more) · PgUp" : "↓ \(more) · PgDn"
            let shown = " " + context.theme.chrome(mark)
            canvas.text(shown, x: inner.maxX - TextWidth.of(shown), y: inner.y + text.room, style: .bold)
        }
        menu.draw(into: &canvas, area: menuArea(inner), theme: context.theme)
        return nil
    }

    private func inner(_ area: Rect) -> Rect {
        Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: area.height)
    }

    /// The text's lines (a blank one after each paragraph), the rows above the menu they have,
    /// and the furthest they can scroll.
    private func textLayout(_ inner: Rect) -> (lines: [String], room: Int, last: Int) {
        let lines = viewModel.paragraphs.flatMap { TextLayout.wrap($0, width: inner.width) + [""] }.dropLast()
        let room = max(inner.height - (viewModel.items.count + 1), 0)
        return (Array(lines), room, room > 0 ? max(lines.count - room, 0) : 0)
    }

    func click(x: Int, y: Int, area: Rect, opens: Bool) -> Bool {
        let inner = inner(area)
        guard let row = menu.row(atY: y, area: menuArea(inner)) else { return false }
        return RowClick.handle(
            row: row, selected: viewModel.list.selected, opens: opens,
            select: { viewModel.didMoveSelection(to: $0) }, open: { viewModel.didSelect() })
    }

    var clickAction: String? { RowClick.help }

    private var menu: MenuList {
        MenuList(titles: viewModel.items.map(\.title), details: [], state: viewModel.list)
    }

    private func menuArea(_ inner: Rect) -> Rect {
        let height = viewModel.items.count
        return Rect(x: inner.x, y: max(inner.maxY - height, inner.y), width: inner.width, height: height)
    }
}

extension AboutViewModel: TerminalPresentable {
    var terminalView: any ScreenView { AboutView(viewModel: self) }
}

extension AboutViewModel: MenuViewModel {
    var itemCount: Int { items.count }
    var rowTitles: [String] { items.map(\.title) }
}
