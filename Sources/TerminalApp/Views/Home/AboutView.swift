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
        let room = inner.maxY - menuHeight
        for paragraph in viewModel.paragraphs {
            let lines = TextLayout.wrap(paragraph, width: inner.width)
            for (index, line) in lines.enumerated() where y < room {
                // The last line there is room for says, with the ellipsis, that the text goes on.
                let goesOn = y == room - 1 && index < lines.count - 1
                let shown =
                    goesOn
                    ? TextLayout.cut(
                        line + " " + lines[index + 1], width: inner.width, ellipsis: context.theme.ellipsis) : line
                canvas.text(shown, x: inner.x, y: y)
                y += 1
            }
            y += 1
        }
        menu.draw(into: &canvas, area: menuArea(inner), theme: context.theme)
        return nil
    }

    func click(x: Int, y: Int, area: Rect, opens: Bool) -> Bool {
        let inner = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: area.height)
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
}
