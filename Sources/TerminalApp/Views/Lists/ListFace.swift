import Core

/// What every record list shows and takes the same way, apart from its rows: its keys, the
/// header with its count, position or failure, and the search line.
struct ListFace<Item: Identifiable & Sendable> where Item.ID == Int {
    let search: ListSearch
    let pages: PagedList<Item>
    /// What `r` can do with the rows.
    var refreshing = RecordRefresh.always

    /// The keys of this moment. `extra` (a feature's own, such as the character list's filter) comes before `r`.
    /// `searched`: the text of a row the search looks through (`n` and `N` look through the same).
    func bindings(
        pageSize: Int, searched: @escaping (Item) -> String, open: @escaping () -> Void, refresh: @escaping () -> Void,
        retry: @escaping () -> Void, context: ViewContext, extra: [KeyBinding] = []
    ) -> [KeyBinding] {
        if search.isFocused { return searchBindings() }
        let say = context.say
        // Moving and opening are offered only where there are rows.
        var table: [KeyBinding] = []
        if pages.rows.count > 0 {
            table += KeyBinding.listMovement(
                pageSize: pageSize,
                move: { pages.move(by: $0) },
                moveTo: { $0 == .top ? pages.moveToTop() : pages.moveToEnd() }
            )
            if pages.phase == .loaded {
                if pages.selectedItem != nil {
                    table.append(KeyBinding([.enter], "enter", FrameStrings.open.text, named: .open, perform: open))
                } else {
                    // The selected row's page is on its way, or failed: Enter says so, the footer
                    // offers nothing.
                    let failed = pages.pageFailed(row: pages.selection.selected)
                    let why =
                        failed
                        ? ListStrings.rowPageFailed.text(["key": context.key(.refresh)])
                        : ListStrings.rowStillLoading.text
                    table.append(
                        KeyBinding([.enter], "enter", ListStrings.openUnloaded.text, footer: .hidden, named: .open) {
                            say(why)
                        })
                }
            }
        }
        table.append(KeyBinding([.character("/")], "/", FrameStrings.search.text, named: .search) { search.focus() })
        if search.lastSearch == nil {
            // n and N repeat a search; before there is one they say so rather than nothing, and
            // help says when they work.
            let none = { say(ListStrings.noSearchToRepeat.text(["key": context.key(.search)])) }
            table.append(
                KeyBinding(
                    [.character("n"), .character("N")], "n/N", FrameStrings.repeatSearch.text,
                    footer: .hidden, perform: none))
        }
        if let last = search.lastSearch, pages.phase == .loaded {
            let quoted = UntrustedText.shown(last)
            // Said when no other row holds it: a key that moves nothing is not left silent.
            let find = { (forward: Bool) in
                let before = pages.selection.selected
                let found = pages.selectNextMatch(of: last, in: searched, forward: forward)
                if !found || pages.selection.selected == before {
                    say((found ? ListStrings.noOtherRow : ListStrings.noRow).text(["search": quoted]))
                }
            }
            table.append(
                KeyBinding(
                    [.character("n")], "n", ListStrings.nextMatch.text(["search": quoted]),
                    footer: .custom(ListStrings.nextMatchFooter.text), priority: .low
                ) {
                    find(true)
                })
            table.append(
                KeyBinding([.character("N")], "N", ListStrings.previousMatch.text(["search": quoted]), footer: .hidden)
                {
                    find(false)
                })
        }
        if search.isActive {
            // Every Back key clears a search before it goes Back (one rule for the four keys).
            table.append(
                KeyBinding(
                    KeyBinding.backKeys, KeyBinding.label(of: KeyBinding.backKeys), FrameStrings.clearSearch.text,
                    footer: .custom("esc " + FrameStrings.clearSearch.text)
                ) { search.clear() })
        }
        table += extra
        if pages.canRetry {
            table.append(KeyBinding([.character("r")], "r", FrameStrings.retry.text, named: .refresh, perform: retry))
        } else if let refresh = KeyBinding.refresh(refreshing, say: say, perform: refresh) {
            table.append(refresh)
        }
        return table
    }

    private func searchBindings() -> [KeyBinding] {
        var table: [KeyBinding] = []
        if search.showsRecent {
            table += [
                KeyBinding([.up], "↑↓", FrameStrings.recentKey.text) { search.moveRecentSelection(by: -1) },
                KeyBinding([.down], "↓", FrameStrings.nextRecent.text, footer: .hidden) {
                    search.moveRecentSelection(by: 1)
                },
                KeyBinding([.enter], "enter", FrameStrings.use.text) { search.pickRecent() },
                KeyBinding([.delete], "del", FrameStrings.forgetOne.text) { search.forgetRecent() },
                KeyBinding([.control("d")], "^D", FrameStrings.forgetAll.text) { search.forgetAllRecent() },
            ]
        } else {
            table.append(KeyBinding([.enter], "enter", FrameStrings.search.text) { search.submit() })
            if pages.rows.count > 0 {
                table += [
                    KeyBinding([.up], "↑↓", FrameStrings.move.text) { pages.move(by: -1) },
                    KeyBinding([.down], "↓", FrameStrings.moveDown.text, footer: .hidden) { pages.move(by: 1) },
                ]
            }
        }
        table.append(KeyBinding([.escape], "esc", FrameStrings.leaveField.text) { search.leave() })
        return table + KeyBinding.textEditing { search.edit($0) }
    }

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
        pages.selection.scrollToSelection(visibleRows: rows, count: pages.rows.count, step: scrolling)
        pages.show(pages.selection.offset..<pages.selection.offset + rows)
    }

    /// The rows' area: below the header, the search line and the column headings, the whole
    /// width (on a wide terminal the columns grow into it, RecordListView.layoutColumns).
    static func rowsArea(_ area: Rect) -> Rect {
        Rect(x: area.x, y: area.y + 3, width: area.width, height: max(area.height - 3, 0))
    }

    /// The header line: "Title · N total · M loaded" (with "offline · saved 3 h ago" after the
    /// title when the rows are saved answers) and the position, or, wherever the
    /// selection is, a failure that left rows on screen (r retries it). The position is kept
    /// first when room is short ("M loaded", then "N total" go; the title is cut last);
    /// "M loaded" is said only of rows that came from a server. A `badge` (the character
    /// list's "[1 filter]") follows the title and outlasts the counts.
    func drawHeader(
        title: String, badge: (text: String, style: Style)? = nil, into canvas: inout Canvas, area: Rect,
        context: ViewContext
    ) {
        let theme = context.theme
        if let failure = rowsFailure {
            let text =
                " " + theme.chrome("⚠ ") + failure + theme.chrome(" — ")
                + ListStrings.toRetry.text(["key": context.key(.refresh)])
            canvas.text(
                TextWidth.truncate(text, to: area.width, ellipsis: theme.ellipsis), x: area.x, y: area.y,
                style: theme.error)
            return
        }
        // No position beside a detail the rows leave out: it would name the row not drawn.
        let selected = drawnSelection(context)
        // Nor on a list with no rows, whatever total a server claims ("1/99999999" over none).
        let shown = pages.phase == .loaded && selected != nil && pages.rows.count > 0
        let position = ListPosition(selected: selected ?? 0, total: shown ? pages.total : 0)
        let room = area.width - position.width
        var parts = [title]
        // Saved answers served offline say so, and outlast the counts when room is short.
        if pages.phase == .loaded, let offline = pages.offline { parts.append(offline.description) }
        if pages.phase == .loaded {
            parts.append(FrameStrings.total.text(["count": Localizer.current.number(pages.total)]))
        }
        if pages.rows.loadedCount < pages.total, !pages.isAtHand {
            parts.append(FrameStrings.loaded.text(["count": Localizer.current.number(pages.rows.loadedCount)]))
        }
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

    /// The row drawn selected: none in a column beside a detail whose record these rows leave
    /// out (a search or filter, or no such record), so the column never points at another.
    func drawnSelection(_ context: ViewContext) -> Int? {
        context.isFocused || pages.selectsShownAbove ? pages.selection.selected : nil
    }

    private var rowsFailure: String? {
        if let failure = pages.refreshFailure {
            return ListStrings.refreshFailed.text(["reason": FailureText.firstLine(failure)])
        }
        if let failure = pages.pageFailure {
            return ListStrings.pageFailed.text([
                "page": Localizer.current.number(failure.page), "reason": FailureText.firstLine(failure.message),
            ])
        }
        return nil
    }

    /// The line under the header: a hint, or the field; returns the cursor while focused.
    func drawSearchLine(
        into canvas: inout Canvas, area: Rect, context: ViewContext, searchedBy: String
    ) -> (x: Int, y: Int)? {
        let theme = context.theme
        let y = area.y + 1
        if !search.isFocused, search.field.text.isEmpty {
            canvas.text(
                " " + ListStrings.searchHint.text(["key": context.key(.search), "field": searchedBy]), x: area.x, y: y,
                maxWidth: area.width,
                style: theme.muted)
            return nil
        }
        // The field's label names the key that opens it, as configured (none when it has none).
        let key = context.key(.search)
        let used = canvas.text(
            key.isEmpty ? " \(FrameStrings.searchLabel.text) " : " \(key) \(FrameStrings.searchLabel.text) ", x: area.x,
            y: y, maxWidth: area.width, style: .bold)
        let window = FieldWindow.layout(search.field, width: area.width - used - 1)
        canvas.text(
            window.shown, x: area.x + used, y: y, maxWidth: area.width - used - 1,
            style: search.isFocused ? Style(underline: true) : .plain)
        return search.isFocused ? (area.x + used + window.cursor, y) : nil
    }
}
