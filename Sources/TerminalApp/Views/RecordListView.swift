import Core

/// The face of any searchable, paged list of records (episodes, locations): a header,
/// the search line, column headings and rows. A feature's face gives its columns.
struct RecordListView<Screen: SearchableListScreenContract>: RowClickable where Screen.Record: NamedRecord {
    let screen: Screen
    let columns: [ListColumn<Screen.Record>]

    private var pages: PagedList<Screen.Record> { screen.content.pages }
    private var search: ListSearch { screen.content.search }

    private var face: ListFace<Screen.Record> { ListFace(search: search, pages: pages) }

    func bindings(_ context: ViewContext) -> [KeyBinding] {
        face.bindings(
            pageSize: max(Self.visibleRows(in: context.area) - 1, 1), name: \.name,
            open: { screen.didSelect() }, refresh: { screen.didTapRefresh() }, retry: { screen.didTapRetry() },
            say: context.say)
    }

    var textInput: ((String) -> Void)? { face.textInput }

    func layout(area: Rect, scrolling: ScrollStep) { face.layout(area: area, scrolling: scrolling) }

    static func visibleRows(in area: Rect) -> Int { ListFace<Screen.Record>.visibleRows(in: area) }

    private func rowsArea(_ area: Rect) -> Rect {
        ListFace<Screen.Record>.rowsArea(area)
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
            select: { pages.select($0) }, open: { screen.didSelect() })
    }

    var clickAction: String? { search.showsRecent ? nil : RowClick.help }

    func interrupt() { pages.stopGoingToEnd() }

    /// The pointer, the columns before the name at their widest and the name at its narrowest.
    var minimumWidth: Int {
        let flexible = columns.indices.max { columns[$0].maxWidth < columns[$1].maxWidth } ?? 0
        let before = columns.prefix(flexible).map { $0.maxWidth + 1 }.reduce(0, +)
        return max(2 + before + (columns.isEmpty ? 0 : columns[flexible].minWidth), ScreenWidth.minimum)
    }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        let theme = context.theme
        guard area.height >= 3 else { return nil }
        face.drawHeader(title: screen.title, into: &canvas, area: area, theme: theme)
        let cursor = face.drawSearchLine(into: &canvas, area: area, theme: theme)
        let rows = rowsArea(area)
        if search.showsRecent {
            RecentSearchesList(searches: search.recent, selection: search.recentSelection).draw(
                into: &canvas, area: rows, theme: theme)
            return cursor
        }
        switch pages.phase {
        case .loading:
            canvas.text("\(context.spinner) Loading \(screen.noun)\(theme.ellipsis)", x: rows.x + 1, y: rows.y + 1)
        case .failed(let message):
            FailureText(
                what: "Couldn't load \(screen.noun)", message: message, hint: pages.canRetry ? "Press r to retry." : nil
            ).draw(into: &canvas, area: rows, theme: theme)
        case .loaded where pages.items.isEmpty:
            let empty =
                search.applied.isEmpty
                ? "This catalog has no \(screen.noun)." : "No \(screen.noun) match \"\(search.applied)\"."
            canvas.text(empty, x: rows.x + 1, y: rows.y + 1, maxWidth: rows.width - 2, style: theme.muted)
        case .loaded:
            drawRows(into: &canvas, area: rows, context: context)
        }
        return cursor
    }

    /// Each column's x and width in a row `width` wide: every column at its widest when
    /// there is room; otherwise the widest one (the name) shrinks, down to its minimum,
    /// and then columns are left out from the right.
    private func layoutColumns(width: Int) -> [(x: Int, width: Int)] {
        let available = width - 2
        let flexible = columns.indices.max { columns[$0].maxWidth < columns[$1].maxWidth } ?? 0
        var count = columns.count
        var widths = columns.map(\.maxWidth)
        while true {
            let others = widths.prefix(count).enumerated().filter { $0.offset != flexible }.map(\.element).reduce(0, +)
            let room = available - others - (count - 1)
            if room >= min(columns[flexible].minWidth, columns[flexible].maxWidth) || count <= flexible + 1 {
                widths[flexible] = max(min(columns[flexible].maxWidth, room), 1)
                break
            }
            count -= 1
        }
        var x = 2
        return widths.prefix(count).map { width in
            defer { x += width + 1 }
            return (x, width)
        }
    }

    private func drawRows(into canvas: inout Canvas, area: Rect, context: ViewContext) {
        let theme = context.theme
        let layout = layoutColumns(width: area.width)
        for (column, place) in zip(columns, layout) {
            canvas.text(column.title, x: area.x + place.x, y: area.y - 1, maxWidth: place.width, style: theme.muted)
        }
        for row in 0..<area.height {
            let index = pages.selection.offset + row
            let y = area.y + row
            if index == pages.items.count {
                MoreRow(state: pages.moreState, noun: screen.noun).draw(
                    into: &canvas, x: area.x, y: y, width: area.width, context: context)
                break
            }
            guard index < pages.items.count else { break }
            let record = pages.items[index]
            let selected = index == pages.selection.selected
            let style = selected ? theme.selection : Style.plain
            if selected { canvas.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: style) }
            canvas.text(selected ? theme.pointer : " ", x: area.x, y: y, style: style.with(bold: true))
            for (number, (column, place)) in zip(columns, layout).enumerated() {
                let text = TextWidth.truncate(column.value(record), to: place.width, ellipsis: theme.ellipsis)
                canvas.text(
                    text, x: area.x + place.x, y: y,
                    style: number == 0 ? style.with(bold: selected) : (selected ? style : theme.muted))
            }
        }
    }
}
