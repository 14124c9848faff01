import Core

struct CharacterListView: RowClickable {
    let viewModel: CharacterListViewModel

    private var pages: PagedList<CharacterModel> { viewModel.content.pages }
    private var search: ListSearch { viewModel.content.search }

    private var face: ListFace<CharacterModel> { ListFace(search: search, pages: pages) }

    func bindings(_ context: ViewContext) -> [KeyBinding] {
        face.bindings(
            pageSize: max(Self.visibleRows(in: context.area) - 1, 1), name: \.name,
            open: { viewModel.didSelect() }, refresh: { viewModel.didTapRefresh() }, retry: { viewModel.didTapRetry() },
            say: context.say,
            extra: [KeyBinding([.character("f")], "f", "filter", named: .filter) { viewModel.didTapFilter() }]
        )
    }

    var textInput: ((String) -> Void)? { face.textInput }

    func layout(area: Rect, scrolling: ScrollStep) { face.layout(area: area, scrolling: scrolling) }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        let theme = context.theme
        guard area.height >= 3 else { return nil }
        drawHeader(into: &canvas, area: area, theme: theme)
        let cursor = face.drawSearchLine(into: &canvas, area: area, theme: theme)
        let rows = rowsArea(area)
        if search.showsRecent {
            RecentSearchesList(searches: search.recent, selection: search.recentSelection).draw(
                into: &canvas, area: rows, theme: theme)
            return cursor
        }
        switch pages.phase {
        case .loading:
            canvas.text("\(context.spinner) Loading characters\(theme.ellipsis)", x: rows.x + 1, y: rows.y + 1)
        case .failed(let message):
            FailureText(
                what: "Couldn't load characters", message: message, hint: pages.canRetry ? "Press r to retry." : nil
            )
            .draw(into: &canvas, area: rows, theme: theme)
        case .loaded where pages.items.isEmpty:
            canvas.text(emptyMessage, x: rows.x + 1, y: rows.y + 1, maxWidth: rows.width - 2, style: theme.muted)
        case .loaded:
            drawRows(into: &canvas, area: rows, context: context)
        }
        return cursor
    }

    func click(x: Int, y: Int, area: Rect, opens: Bool) -> Bool {
        guard !search.showsRecent, pages.phase == .loaded else { return false }
        // A row takes clicks across the whole width, past where its columns end.
        let rows = rowsArea(area).widened(to: area.width)
        guard rows.contains(x: x, y: y) else { return false }
        let index = pages.selection.offset + (y - rows.y)
        guard index < pages.items.count else { return false }
        return RowClick.handle(
            row: index, selected: pages.selection.selected, opens: opens,
            select: { pages.select($0) }, open: { viewModel.didSelect() })
    }

    var clickAction: String? { search.showsRecent ? nil : RowClick.help }

    func interrupt() { pages.stopGoingToEnd() }

    var minimumWidth: Int { Columns.minimumWidth }

    /// Rows of the list proper (below the header and the search line).
    /// Rows below the header, the search line and the column headings.
    static func visibleRows(in area: Rect) -> Int { ListFace<CharacterModel>.visibleRows(in: area) }

    private func rowsArea(_ area: Rect) -> Rect {
        ListFace<CharacterModel>.rowsArea(area)
    }

    /// Column widths for a row width: the name takes what is left up to a sensible
    /// maximum, so species and status stay next to it on a wide screen.
    struct Columns {
        static let status = 8
        /// The narrowest row that still shows a name (status beside it; no species).
        static let minimumWidth = 4 + status + 1 + 20
        let name: Int
        let species: Int

        init(width: Int) {
            species = width >= 50 ? min(22, width / 4) : 0
            let left = width - 4 - Self.status - (species > 0 ? species + 2 : 1)
            name = max(min(left, 40), 1)
        }

        var nameX: Int { 3 }
        var speciesX: Int { nameX + name + 1 }
        var statusX: Int { speciesX + (species > 0 ? species + 1 : 0) }
    }

    private var emptyMessage: String {
        if !search.applied.isEmpty {
            return "No characters match \"\(search.applied)\""
                + (viewModel.filter.activeCount > 0 ? " with this filter." : ".")
        }
        if viewModel.filter.activeCount > 0 { return "No characters match this filter (f to change it)." }
        return "This catalog has no characters."
    }

    private func drawHeader(into canvas: inout Canvas, area: Rect, theme: Theme) {
        let active = viewModel.filter.activeCount
        let badge =
            active > 0 ? ("[\(active) filter\(active == 1 ? "" : "s")]", theme(.color(.magenta, bold: true))) : nil
        face.drawHeader(title: viewModel.title, badge: badge, into: &canvas, area: area, theme: theme)
    }

    private func drawRows(into canvas: inout Canvas, area: Rect, context: ViewContext) {
        let theme = context.theme
        let characters = pages.items
        let columns = Columns(width: area.width)
        let headingY = area.y - 1
        canvas.text("Name", x: area.x + columns.nameX, y: headingY, style: theme.muted)
        if columns.species > 0 { canvas.text("Species", x: area.x + columns.speciesX, y: headingY, style: theme.muted) }
        canvas.text("Status", x: area.x + columns.statusX, y: headingY, style: theme.muted)
        for row in 0..<area.height {
            let index = pages.selection.offset + row
            let y = area.y + row
            if index == characters.count {
                MoreRow(state: pages.moreState, noun: "characters").draw(
                    into: &canvas, x: area.x, y: y, width: area.width, context: context)
                break
            }
            guard index < characters.count else { break }
            let character = characters[index]
            let selected = index == pages.selection.selected
            let base = selected ? theme.selection : Style.plain
            if selected { canvas.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: base) }
            // The pointer shows the selection without colour, and in plain-text frames.
            canvas.text(selected ? theme.pointer : " ", x: area.x, y: y, style: base.with(bold: true))
            let (marker, markerStyle) = theme.statusMarker(character.status)
            canvas.text(marker, x: area.x + 1, y: y, style: selected ? base : markerStyle)
            canvas.text(
                TextWidth.truncate(character.name, to: columns.name, ellipsis: theme.ellipsis),
                x: area.x + columns.nameX, y: y,
                style: base.with(bold: selected))
            if columns.species > 0 {
                canvas.text(
                    TextWidth.truncate(character.species, to: columns.species, ellipsis: theme.ellipsis),
                    x: area.x + columns.speciesX, y: y, style: base)
            }
            canvas.text(
                TextWidth.truncate(character.status, to: Columns.status, ellipsis: theme.ellipsis),
                x: area.x + columns.statusX, y: y,
                style: selected ? base : theme.muted)
        }
    }
}

extension CharacterListViewModel: TerminalPresentable {
    var terminalView: any ScreenView { CharacterListView(viewModel: self) }
}
