import Core

struct AboutView: RowClickable {
    let viewModel: AboutViewModel

    func bindings(_ context: ViewContext) -> [KeyBinding] {
        KeyBinding.menu(viewModel, context: context, action: "try it")
    }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        let inner = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: area.height)
        var y = inner.y
        let menuHeight = viewModel.items.count + 1
        for paragraph in viewModel.paragraphs {
            for line in TextLayout.wrap(paragraph, width: inner.width) where y < inner.maxY - menuHeight {
                canvas.text(line, x: inner.x, y: y)
                y += 1
            }
            y += 1
        }
        menu.draw(into: &canvas, area: menuArea(inner), theme: context.theme)
        return nil
    }

    func click(x: Int, y: Int, area: Rect, opens: Bool) {
        let inner = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: area.height)
        if let row = menu.row(atY: y, area: menuArea(inner)) {
            RowClick.handle(
                row: row, selected: viewModel.list.selected, opens: opens,
                select: { viewModel.didMoveSelection(to: $0) }, open: { viewModel.didSelect() })
        }
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
}
