import Core

struct HomeView: RowClickable {
    let viewModel: HomeViewModel

    func bindings(_ context: ViewContext) -> [KeyBinding] {
        KeyBinding.menu(viewModel, context: context, action: "open")
    }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        let inner = area.inset(by: 1)
        canvas.text("Challenge", x: inner.x, y: inner.y, maxWidth: inner.width, style: context.theme.title)
        let intro = TextLayout.wrap(
            "Rick and Morty characters over a feature-decoupled navigation stack. Pick a destination:",
            width: inner.width
        )
        for (index, line) in intro.prefix(2).enumerated() {
            canvas.text(line, x: inner.x, y: inner.y + 1 + index, style: context.theme.muted)
        }
        menu.draw(into: &canvas, area: menuArea(inner), theme: context.theme)
        return nil
    }

    func click(x: Int, y: Int, area: Rect, opens: Bool) {
        if let row = menu.row(atY: y, area: menuArea(area.inset(by: 1))) {
            RowClick.handle(row: row, selected: viewModel.list.selected, opens: opens,
                            select: { viewModel.didMoveSelection(to: $0) }, open: { viewModel.didSelect() })
        }
    }

    var clickAction: String? { RowClick.help }

    private var menu: MenuList {
        MenuList(titles: viewModel.items.map(\.title), details: viewModel.items.map(\.detail), state: viewModel.list)
    }

    private func menuArea(_ inner: Rect) -> Rect {
        Rect(x: inner.x, y: inner.y + 4, width: inner.width, height: max(inner.height - 4, 0))
    }
}

extension HomeViewModel: TerminalPresentable {
    var terminalView: any ScreenView { HomeView(viewModel: self) }
}

extension HomeViewModel: MenuViewModel {
    var itemCount: Int { items.count }
}
