import Core

/// One column of a record list: its heading, its widest and narrowest, and its text.
struct ListColumn<Record> {
    let title: String
    let maxWidth: Int
    /// Below this, the column is left out (the first column is always kept).
    let minWidth: Int
    let value: (Record) -> String

    init(_ title: String, max maxWidth: Int, min minWidth: Int = 6, _ value: @escaping (Record) -> String) {
        self.title = title
        self.maxWidth = maxWidth
        self.minWidth = minWidth
        self.value = value
    }
}

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

/// Where the selection is in the whole result ("12/826"), at the right of a list's header.
struct ListPosition {
    let selected: Int
    let total: Int

    private var text: String { total > 0 ? "\(selected + 1)/\(total) " : "" }

    /// The cells it takes with the gap before it (none when there is nothing to show).
    var width: Int { total > 0 ? TextWidth.of(text) + 2 : 0 }

    func draw(into canvas: inout Canvas, area: Rect, used: Int, theme: Theme) {
        guard total > 0 else { return }
        let width = TextWidth.of(text)
        guard area.width - width > used + 1 else { return }
        canvas.text(text, x: area.maxX - width, y: area.y, style: theme.muted)
    }
}

/// What every searchable, paged list shows and takes the same way (the character list
/// and the record lists): its keys, the header with its count, position or failure, and
/// the search line.
struct ListFace<Item: Identifiable & Sendable> where Item.ID == Int {
    let search: ListSearch
    let pages: PagedList<Item>

    /// The keys of this moment. `extra` (the character list's filter) comes before `r`.
    func bindings(
        pageSize: Int, name: @escaping (Item) -> String, open: @escaping () -> Void, refresh: @escaping () -> Void,
        retry: @escaping () -> Void, say: @escaping (String) -> Void = { _ in }, extra: [KeyBinding] = []
    ) -> [KeyBinding] {
        if search.isFocused { return searchBindings() }
        var table = KeyBinding.listMovement(
            pageSize: pageSize,
            move: { pages.move(by: $0) },
            moveTo: { $0 == .top ? pages.moveToTop() : pages.moveToEnd() }
        )
        if pages.phase == .loaded, !pages.items.isEmpty {
            table.append(KeyBinding([.enter], "enter", "open", named: .open, perform: open))
        }
        table.append(KeyBinding([.character("/")], "/", "search", named: .search) { search.focus() })
        if let last = search.lastSearch, pages.phase == .loaded {
            // Said when no other row holds it: a key that moves nothing is not left silent.
            let find = { (forward: Bool) in
                let before = pages.selection.selected
                let found = pages.selectNextMatch(of: last, name: name, forward: forward)
                if !found || pages.selection.selected == before {
                    say(found ? "No other row holds \"\(last)\"" : "No row holds \"\(last)\"")
                }
            }
            table.append(
                KeyBinding(
                    [.character("n")], "n", "next \"\(last)\"", footer: .custom("n/N next match"), priority: .low
                ) {
                    find(true)
                })
            table.append(
                KeyBinding([.character("N")], "N", "previous \"\(last)\"", footer: .hidden) { find(false) })
        }
        if search.isActive {
            // Every Back key clears a search before it goes Back (one rule for the four keys).
            table.append(
                KeyBinding(
                    KeyBinding.backKeys, KeyBinding.label(of: KeyBinding.backKeys), "clear search",
                    footer: .custom("esc clear search")
                ) { search.clear() })
        }
        table += extra
        table.append(
            pages.canRetry
                ? KeyBinding([.character("r")], "r", "retry", named: .refresh, perform: retry)
                : KeyBinding([.character("r")], "r", "refresh", priority: .low, named: .refresh, perform: refresh))
        return table
    }

    private func searchBindings() -> [KeyBinding] {
        var table: [KeyBinding] = []
        if search.showsRecent {
            table += [
                KeyBinding([.up], "↑↓", "recent") { search.moveRecentSelection(by: -1) },
                KeyBinding([.down], "↓", "next recent", footer: .hidden) { search.moveRecentSelection(by: 1) },
                KeyBinding([.enter], "enter", "use") { search.pickRecent() },
                KeyBinding([.delete], "del", "forget") { search.forgetRecent() },
                KeyBinding([.control("d")], "^D", "forget all") { search.forgetAllRecent() },
            ]
        } else {
            table += [
                KeyBinding([.enter], "enter", "search") { search.submit() },
                KeyBinding([.up], "↑↓", "move") { pages.move(by: -1) },
                KeyBinding([.down], "↓", "move down", footer: .hidden) { pages.move(by: 1) },
            ]
        }
        table.append(KeyBinding([.escape], "esc", "leave field") { search.leave() })
        return table + KeyBinding.textEditing { search.edit($0) }
    }

    /// How wide a list spreads: on a wide terminal its columns, header and position stay
    /// together instead of the position drifting to the far edge.
    static var maximumWidth: Int { 100 }

    /// Rows below the header, the search line and the column headings.
    static func visibleRows(in area: Rect) -> Int { max(area.height - 3, 0) }

    /// What typing does: it edits the search while the search line has focus.
    var textInput: ((String) -> Void)? {
        search.isFocused ? { [search] in search.edit(.insert($0)) } : nil
    }

    /// Loads what the rows need and keeps the selection on screen, stepping as `scrolling` says.
    func layout(area: Rect, scrolling: ScrollStep) {
        guard area.height >= 3, !search.showsRecent, pages.phase == .loaded else { return }
        let rows = Self.visibleRows(in: area)
        pages.fill(visibleRows: rows)
        pages.selection.scrollToSelection(visibleRows: rows, count: pages.items.count + moreRow, step: scrolling)
    }

    /// One more row for "loading more" / "couldn't load more" at the end.
    private var moreRow: Int { pages.moreState != .idle ? 1 : 0 }

    /// The rows' area: below the header, the search line and the column headings, at most
    /// `maximumWidth` wide.
    static func rowsArea(_ area: Rect) -> Rect {
        Rect(x: area.x, y: area.y + 3, width: min(area.width, maximumWidth), height: max(area.height - 3, 0))
    }

    /// The header line: "Title · N total · M loaded" and the position, or, wherever the
    /// selection is, a failure that left rows on screen (r retries it). The position is kept
    /// first when room is short ("M loaded", then "N total" go; the title is cut last);
    /// "M loaded" is said only of rows that came from a server. A `badge` (the character
    /// list's "[1 filter]") follows the title and outlasts the counts.
    func drawHeader(
        title: String, badge: (text: String, style: Style)? = nil, into canvas: inout Canvas, area: Rect, theme: Theme
    ) {
        let area = Rect(x: area.x, y: area.y, width: min(area.width, Self.maximumWidth), height: area.height)
        if let failure = rowsFailure {
            let text = " " + theme.chrome("⚠ ") + failure + theme.chrome(" — ") + "r to retry"
            canvas.text(
                TextWidth.truncate(text, to: area.width, ellipsis: theme.ellipsis), x: area.x, y: area.y,
                style: theme.error)
            return
        }
        let position = ListPosition(selected: pages.selection.selected, total: pages.phase == .loaded ? pages.total : 0)
        let room = area.width - position.width
        var parts = [title]
        if pages.phase == .loaded { parts.append("\(pages.total) total") }
        if pages.items.count < pages.total, !pages.isAtHand { parts.append("\(pages.items.count) loaded") }
        let badgeText = badge.map { "  " + $0.text } ?? ""
        while parts.count > 1, TextWidth.of(" " + parts.joined(separator: theme.chrome(" · ")) + badgeText) > room {
            parts.removeLast()
        }
        var used = canvas.text(
            " " + parts.joined(separator: theme.chrome(" · ")), x: area.x, y: area.y, maxWidth: room, style: theme.title
        )
        if let badge, used < room {
            used += canvas.text(badgeText, x: area.x + used, y: area.y, maxWidth: room - used, style: badge.style)
        }
        position.draw(into: &canvas, area: area, used: used, theme: theme)
    }

    private var rowsFailure: String? {
        if let failure = pages.refreshFailure { return "Couldn't refresh: \(FailureText.firstLine(failure))" }
        if case .failed(let message) = pages.moreState {
            return "Couldn't load more: \(FailureText.firstLine(message))"
        }
        return nil
    }

    /// The line under the header: a hint, or the field; returns the cursor while focused.
    func drawSearchLine(into canvas: inout Canvas, area: Rect, theme: Theme) -> (x: Int, y: Int)? {
        let y = area.y + 1
        if !search.isFocused, search.field.text.isEmpty {
            canvas.text(" / to search by name", x: area.x, y: y, maxWidth: area.width, style: theme.muted)
            return nil
        }
        let used = canvas.text(" / Search: ", x: area.x, y: y, maxWidth: area.width, style: .bold)
        let window = FieldWindow.layout(search.field, width: area.width - used - 1)
        canvas.text(
            window.shown, x: area.x + used, y: y, maxWidth: area.width - used - 1,
            style: search.isFocused ? Style(underline: true) : .plain)
        return search.isFocused ? (area.x + used + window.cursor, y) : nil
    }
}

/// The remembered searches, offered while the search field is focused and empty.
struct RecentSearchesList {
    let searches: [String]
    let selection: ListState

    func draw(into canvas: inout Canvas, area: Rect, theme: Theme) {
        canvas.text(" Recent searches", x: area.x, y: area.y, style: theme.muted)
        for (index, search) in searches.enumerated() where index + 1 < area.height {
            let selected = index == selection.selected
            let y = area.y + 1 + index
            if selected { canvas.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: theme.selection) }
            canvas.text(
                "   " + search, x: area.x, y: y, maxWidth: area.width, style: selected ? theme.selection : .plain)
        }
    }
}

/// A failure where content would be: what failed and why on one line (cut with the
/// ellipsis when it is longer), then what to do.
struct FailureText {
    let what: String
    let message: String
    let hint: String?

    func draw(into canvas: inout Canvas, area: Rect, theme: Theme) {
        let line = FailureText.firstLine("\(what): \(message)")
        canvas.text(
            TextWidth.truncate(line, to: area.width - 2, ellipsis: theme.ellipsis), x: area.x + 1, y: area.y + 1,
            style: theme.error)
        if let hint { canvas.text(hint, x: area.x + 1, y: area.y + 3, maxWidth: area.width - 2, style: .bold) }
    }

    /// What a screen shows of a message: its first line (the log has the rest).
    static func firstLine(_ message: String) -> String {
        String(message.split(whereSeparator: \.isNewline).first ?? "")
    }
}

/// The last row of a paged list while the next page loads or after it failed.
struct MoreRow {
    let state: PagedListMoreState
    let noun: String

    func draw(into canvas: inout Canvas, x: Int, y: Int, width: Int, context: ViewContext) {
        switch state {
        case .loading:
            canvas.text(
                "  \(context.spinner) Loading more \(noun)\(context.theme.ellipsis)", x: x, y: y, maxWidth: width,
                style: context.theme.muted)
        case .failed(let message):
            canvas.text(
                "  Couldn't load more: \(FailureText.firstLine(message))" + context.theme.chrome(" — ")
                    + "press r to retry", x: x, y: y,
                maxWidth: width, style: context.theme.error)
        case .idle:
            break
        }
    }
}

extension Rect {
    /// The same rectangle, `width` wide (a list row takes clicks past its columns).
    func widened(to width: Int) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }
}
