import Core

/// Favourites' list: a header with the count and the kind shown, then a row per starred
/// record (its kind, its title), newest first; `f` cycles the kind and `s` unstars. An empty
/// list says how to star.
struct FavoritesListView: RowClickable {
    let viewModel: FavoritesListViewModel

    func bindings(_ context: ViewContext) -> [KeyBinding] {
        var table =
            viewModel.rows.isEmpty
            ? [] : KeyBinding.menu(viewModel, context: context, action: FavoritesStrings.open.text)
        // With one kind starred the key says why it shows nothing else; the footer offers it only when it acts.
        table.append(
            KeyBinding(
                [.character("f")], "f", FavoritesStrings.kindKey.text,
                footer: viewModel.canCycleKind ? .custom("f " + FavoritesStrings.kindFooter.text) : .hidden,
                named: .filter
            ) {
                if let why = viewModel.didCycleKind() { context.say(why) }
            })
        // The app's star key, which acts here as anywhere, offered in this list's footer: it unstars.
        if let record = viewModel.recordInFront {
            let star = KeyAction(FavoritesFeature.star)
            table.append(
                KeyBinding(
                    star.defaultKeys, KeyBinding.label(of: star.defaultKeys),
                    FavoritesStrings.starLabel(starred: viewModel.store.contains(record.link)), named: star
                ) {
                    if let said = viewModel.didToggleStar() { context.say(said) }
                })
        }
        return table
    }

    func layout(area: Rect, scrolling: ScrollStep) {
        let count = viewModel.rows.count
        // A row unstarred under the selection leaves it on the row after, or the last.
        viewModel.list.select(viewModel.list.selected, count: count)
        viewModel.list.scrollToSelection(visibleRows: rowsArea(area).height, count: count, step: scrolling)
    }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        let theme = context.theme
        let rows = viewModel.rows
        let header =
            " \(FavoritesStrings.title.text)" + theme.chrome(" · ") + "\(rows.count)"
            + theme.chrome(" · ") + kindFilter
        canvas.text(header, x: area.x, y: area.y, maxWidth: area.width, style: theme.title)
        let inner = rowsArea(area)
        guard !rows.isEmpty else {
            let key = context.key(KeyAction(FavoritesFeature.star))
            var text =
                viewModel.kind.map { FavoritesStrings.noneOfKind($0, link: nil) } ?? FavoritesStrings.empty(key: key)
            if let damage = viewModel.store.shownDamage { text += " " + damage }
            for (offset, line) in TextLayout.wrap(text, width: max(inner.width - 2, 1)).prefix(inner.height)
                .enumerated()
            {
                canvas.text(line, x: inner.x + 1, y: inner.y + offset, style: theme.muted)
            }
            return nil
        }
        menu.draw(into: &canvas, area: inner, theme: theme)
        return nil
    }

    func click(x: Int, y: Int, area: Rect, opens: Bool) -> Bool {
        guard let row = menu.row(atY: y, area: rowsArea(area)) else { return false }
        return RowClick.handle(
            row: row, selected: viewModel.list.selected, opens: opens,
            select: { viewModel.didMoveSelection(to: $0) }, open: { viewModel.didSelect() })
    }

    var clickAction: String? { RowClick.help }

    private var menu: MenuList {
        let rows = viewModel.rows
        // Drawn as layout will leave it: a row unstarred under the selection selects the last.
        var state = viewModel.list
        state.select(state.selected, count: rows.count)
        return MenuList(
            titles: rows.map(FavoritesStrings.kindTitle(of:)),
            details: rows.map { UntrustedText.shown($0.title, limit: 200) }, state: state)
    }

    /// The kind shown, in the words of the feature its rows' links lead to.
    private var kindFilter: String {
        FavoritesStrings.kindFilter(viewModel.kind, link: viewModel.rows.first?.link)
    }

    /// Below the header and a blank line.
    private func rowsArea(_ area: Rect) -> Rect {
        Rect(x: area.x, y: area.y + 2, width: area.width, height: max(area.height - 2, 0))
    }
}

extension FavoritesListViewModel: TerminalPresentable {
    var terminalView: any ScreenView { FavoritesListView(viewModel: self) }
}

extension FavoritesListViewModel: MenuViewModel {
    var itemCount: Int { rows.count }
    var rowTitles: [String] { rows.map(\.title) }
}
