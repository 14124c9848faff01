import Core

/// The face of any searchable, paged list of records: a header, the search line, column
/// headings and rows. A feature's face gives its columns, and may add a status marker before
/// each row's name, a count of active filters (a badge in the header, a word in the empty
/// message) and keys of its own.
///
/// Closures, not key paths, reach into its records and columns: a key path into a generic
/// type is built at run time at each use, and a profile found those an eighth of a frame.
struct RecordListView<Screen: SearchableListScreenContract>: RowClickable where Screen.Record: NamedRecord {
    let screen: Screen
    let columns: [ListColumn<Screen.Record>]
    /// The glyph, in its feature's colour, a row shows before its first column (a status).
    var marker: ((Screen.Record) -> ListMarker)? = nil
    /// How many filters narrow the list beside the search.
    var filters = 0
    /// The feature's own keys; they come before `r`. One named `.filter` is what the empty
    /// message of a filtered list points to.
    var keys: [KeyBinding] = []
    /// A row's record's link, which a mark of another feature is asked by (a star); nil: none.
    var link: ((Screen.Record) -> String)? = nil

    private var pages: PagedList<Screen.Record> { screen.content.pages }
    private var search: ListSearch { screen.content.search }

    private var face: ListFace<Screen.Record> {
        ListFace(search: search, pages: pages, refreshing: screen.content.refreshing)
    }

    func bindings(_ context: ViewContext) -> [KeyBinding] {
        face.bindings(
            pageSize: max(Self.visibleRows(in: context.area) - 1, 1), searched: { $0.searchedText },
            open: { screen.didSelect() }, refresh: { screen.didTapRefresh() }, retry: { screen.didTapRetry() },
            context: context, extra: keys)
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
        guard index < pages.rows.count else { return false }
        return RowClick.handle(
            row: index, selected: pages.selection.selected, opens: opens,
            select: { pages.select($0) }, open: { screen.didSelect() })
    }

    var clickAction: String? { search.showsRecent ? nil : RowClick.help }

    /// The width up to which the columns keep their widest with room to spare after them;
    /// wider, they grow to fill it.
    static var growsFrom: Int { 100 }

    /// Where the first column starts: after the pointer, and the marker when rows have one.
    private var firstX: Int { marker == nil ? 2 : 3 }

    /// The widest column: the one that shrinks when room is short (the name).
    private var flexible: Int { columns.indices.max { columns[$0].maxWidth < columns[$1].maxWidth } ?? 0 }

    /// The pointer (and marker), the columns before the name at their widest, the name at its
    /// narrowest, and the kept columns after it.
    var minimumWidth: Int {
        let before = columns.prefix(flexible).map { $0.maxWidth + 1 }.reduce(0, +)
        let kept = columns.dropFirst(flexible + 1).filter { $0.kept }.map { $0.maxWidth + 1 }.reduce(0, +)
        let name = columns.isEmpty ? 0 : columns[flexible].minWidth
        return max(firstX + before + name + kept, ScreenWidth.minimum)
    }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        let theme = context.theme
        guard area.height >= 3 else { return nil }
        let badge = filters > 0 ? ListStrings.filterBadge.text(filters) : nil
        face.drawHeader(
            title: screen.title, badge: badge.map { ($0, theme(.color(.magenta, bold: true))) }, into: &canvas,
            area: area, context: context)
        let cursor = face.drawSearchLine(
            into: &canvas, area: area, context: context, searchedBy: screen.words.searchedBy.text)
        let rows = rowsArea(area)
        if search.showsRecent {
            RecentSearchesList(searches: search.recent, selection: search.recentSelection).draw(
                into: &canvas, area: rows, theme: theme)
            return cursor
        }
        switch pages.phase {
        case .loading:
            canvas.text(
                "\(context.spinner) \(screen.words.loading.text)\(theme.ellipsis)", x: rows.x + 1, y: rows.y + 1)
        case .failed(let message):
            FailureText(
                what: screen.words.loadFailed.text, message: message,
                hint: pages.canRetry ? ListStrings.retryHint.text(["key": context.key(.refresh)]) : nil
            ).draw(into: &canvas, area: rows, theme: theme)
        case .loaded where pages.rows.count == 0:
            // Wrapped over the empty rows: at 40 columns it was cut mid-word ("(f to").
            let lines = TextLayout.wrap(emptyMessage(context), width: rows.width - 2)
            for (offset, line) in lines.prefix(max(rows.height - 1, 0)).enumerated() {
                canvas.text(line, x: rows.x + 1, y: rows.y + 1 + offset, style: theme.muted)
            }
        case .loaded:
            drawRows(into: &canvas, area: rows, context: context)
        }
        return cursor
    }

    /// What an empty list says, in its feature's words; a filtered one names the filter's key
    /// as the config binds it.
    private func emptyMessage(_ context: ViewContext) -> String {
        let applied = UntrustedText.shown(search.applied, limit: TextField.maximumLength)
        let words = screen.words
        switch (applied.isEmpty, filters > 0) {
        case (true, false):
            // A server that lists none (whatever count it claims: its records are the ones asked
            // for again), or a catalog's missing kind — read before the list or after it.
            if case .always = screen.content.refreshing { return words.noneOnServer.text }
            return words.noneInCatalog.text
        case (false, false): return words.noMatch.text(["search": applied])
        case (false, true): return words.noMatchFiltered.text(["search": applied])
        case (true, true):
            let hint = context.keyMap.apply(keys).first { $0.named == .filter }.map {
                ListStrings.changeFilter.text(["key": $0.label])
            }
            return words.noneFiltered.text(["hint": hint ?? ""])
        }
    }

    /// The columns shown in a row `width` wide, each with its x and width: every column at
    /// its widest when there is room; otherwise the widest one (the name) shrinks, down to its
    /// minimum, and then the columns after it are left out from the right, all but the kept ones.
    /// Past `growsFrom` columns (a wide terminal) the room past every column's widest is shared
    /// by the columns that are not kept, in proportion to their widest, so the rows span the
    /// width the header does and the position sits above the last column's end.
    private func layoutColumns(width: Int) -> [(column: Int, x: Int, width: Int)] {
        guard !columns.isEmpty else { return [] }
        // Once a layout, not once a use (it looks through every column).
        let flexible = self.flexible
        let available = width - firstX
        var shown = Array(columns.indices)
        var widths = columns.map { $0.maxWidth }
        while true {
            let others = shown.filter { $0 != flexible }.map { widths[$0] }.reduce(0, +)
            let room = available - others - (shown.count - 1)
            guard room < min(columns[flexible].minWidth, columns[flexible].maxWidth),
                let last = shown.last(where: { $0 > flexible && !columns[$0].kept })
            else {
                widths[flexible] = max(min(columns[flexible].maxWidth, room), 1)
                break
            }
            shown.removeAll { $0 == last }
        }
        let spare = width > Self.growsFrom ? available - shown.map { widths[$0] }.reduce(0, +) - (shown.count - 1) : 0
        let growing = shown.filter { !columns[$0].kept && widths[$0] == columns[$0].maxWidth }
        let share = growing.map { columns[$0].maxWidth }.reduce(0, +)
        if spare > 0, share > 0 {
            var given = 0
            for (order, column) in growing.enumerated() {
                // The last takes what rounding left, so the columns end at the edge.
                let extra =
                    order == growing.count - 1 ? spare - given : spare * columns[column].maxWidth / share
                widths[column] += extra
                given += extra
            }
        }
        var x = firstX
        return shown.map { column in
            defer { x += widths[column] + 1 }
            return (column, x, widths[column])
        }
    }

    /// The names more than one of the rows on screen share, so that those rows can be told apart.
    private static func repeatedNames(in rows: PageStore<Screen.Record>, _ shown: Range<Int>) -> RepeatedNames {
        RepeatedNames(shown.compactMap { rows[$0].map { ($0.name, $0.id) } })
    }

    private func drawRows(into canvas: inout Canvas, area: Rect, context: ViewContext) {
        let theme = context.theme
        // Once a frame: asked for each column of each row, it was a seventh of a frame.
        let flexible = self.flexible
        let layout = layoutColumns(width: area.width)
        let selectedRow = face.drawnSelection(context)
        for place in layout {
            canvas.text(
                columns[place.column].title, x: area.x + place.x, y: area.y - 1, maxWidth: place.width,
                style: theme.muted)
        }
        // Read once a frame: the list is held weakly, so each read of it is a slow retain.
        let pages = self.pages
        let rows = pages.rows
        let first = pages.selection.offset
        let shown = first..<max(min(first + area.height, rows.count), first)
        let repeated = Self.repeatedNames(in: rows, shown)
        for index in shown {
            let y = area.y + index - first
            let selected = index == selectedRow
            let style = selected ? theme.selection : Style.plain
            if selected { canvas.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: style) }
            // The pointer shows the selection without colour, and in plain-text frames.
            canvas.text(selected ? theme.pointer : " ", x: area.x, y: y, style: style.with(bold: true))
            guard let record = rows[index] else {
                // A row whose page has not come (it is on its way), or did not (the header says why).
                let text =
                    pages.pageFailed(row: index)
                    ? ListStrings.rowFailed.text : "\(context.spinner) \(ListStrings.rowLoading.text)"
                canvas.text(
                    text, x: area.x + firstX, y: y, maxWidth: max(area.width - firstX, 0),
                    style: selected ? style : theme.muted)
                continue
            }
            if let marker {
                let shown = marker(record)
                canvas.text(
                    theme.ascii ? shown.asciiGlyph : shown.glyph, x: area.x + 1, y: y,
                    style: selected ? style : theme.style(named: shown.role))
            }
            // A mark of another feature (a star) follows the name, in the name's room.
            let mark = link.flatMap { context.rowMark($0(record)) }.map {
                " " + (theme.ascii ? $0.asciiGlyph : $0.glyph)
            }
            for place in layout {
                // A name shown more than once carries its id, as the palette's rows do.
                let id =
                    place.column == flexible ? repeated.suffix(name: record.name, id: record.id) + (mark ?? "") : ""
                let room = RepeatedNames.room(width: place.width, beside: id)
                let text = TextWidth.truncate(
                    columns[place.column].value(record), to: room, ellipsis: theme.ellipsis)
                let used = canvas.text(
                    text, x: area.x + place.x, y: y,
                    style: place.column == 0 ? style.with(bold: selected) : (selected ? style : theme.muted))
                if room < place.width {
                    canvas.text(id, x: area.x + place.x + used, y: y, style: selected ? style : theme.muted)
                }
            }
        }
    }
}
