import Core

struct HomeView: RowClickable {
    let viewModel: HomeViewModel

    func bindings(_ context: ViewContext) -> [KeyBinding] {
        KeyBinding.menu(viewModel, context: context, action: HomeStrings.open.text)
    }

    func layout(area: Rect, scrolling: ScrollStep) {
        let rows = menuArea(area.inset(by: 1)).height
        viewModel.list.scrollToSelection(visibleRows: rows, count: viewModel.items.count, step: scrolling)
    }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        let inner = area.inset(by: 1)
        canvas.text("Challenge", x: inner.x, y: inner.y, maxWidth: inner.width, style: context.theme.title)
        for (index, line) in intro(inner).enumerated() {
            canvas.text(line, x: inner.x, y: inner.y + 1 + index, style: context.theme.muted)
        }
        menu.draw(into: &canvas, area: menuArea(inner), theme: context.theme)
        return nil
    }

    func click(x: Int, y: Int, area: Rect, opens: Bool) -> Bool {
        guard let row = menu.row(atY: y, area: menuArea(area.inset(by: 1))) else { return false }
        return RowClick.handle(
            row: row, selected: viewModel.list.selected, opens: opens,
            select: { viewModel.didMoveSelection(to: $0) }, open: { viewModel.didSelect() })
    }

    var clickAction: String? { RowClick.help }

    private var menu: MenuList {
        MenuList(titles: viewModel.items.map(\.title), details: viewModel.items.map(\.detail), state: viewModel.list)
    }

    private static var pitch: String { HomeStrings.pitch.text }
    private static var prompt: String { HomeStrings.prompt.text }

    /// The lines under the title: the pitch and the prompt while the whole menu still fits
    /// under them; else the prompt alone (the menu scrolls when even that is too tall).
    private func intro(_ inner: Rect) -> [String] {
        let whole = TextLayout.wrap(Self.pitch + " " + Self.prompt, width: inner.width)
        if 1 + whole.count + 1 + viewModel.items.count <= inner.height { return whole }
        return TextLayout.wrap(Self.prompt, width: inner.width).prefix(1).map { $0 }
    }

    /// Below the title, the intro and a blank line (dropped when rows are short).
    private func menuArea(_ inner: Rect) -> Rect {
        let top = 1 + intro(inner).count
        let gap = inner.height - top > viewModel.items.count ? 1 : 0
        return Rect(x: inner.x, y: inner.y + top + gap, width: inner.width, height: max(inner.height - top - gap, 0))
    }
}

extension HomeViewModel: TerminalPresentable {
    var terminalView: any ScreenView { HomeView(viewModel: self) }
}

extension HomeViewModel: MenuViewModel {
    var itemCount: Int { items.count }
    var rowTitles: [String] { items.map(\.title) }
}
