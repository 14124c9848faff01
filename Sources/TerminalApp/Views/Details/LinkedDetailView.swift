import Core

/// The face of any detail screen (a character, an episode, a location): the record's
/// fields, then its links in sections, selectable and opened with Enter. Content taller
/// than the screen scrolls with the same keys as a list.
struct LinkedDetailView<Screen: LinkedDetailScreenContract>: RowClickable {
    let screen: Screen

    private var detail: LinkedDetail { screen.detail }

    /// One line of the content under the title, and which link it is (if it is one).
    private enum Line {
        case field(String, String)
        case heading(String)
        case note(String)
        case link(LinkedRecord, index: Int)
        case blank
    }

    static var maximumLinkWidth: Int { 72 }
    /// Where a field's value starts: the longest label ("Location:") and a space.
    static var labelWidth: Int { 11 }

    /// What scrolls under the title (the title stays: a short screen still says whose it is).
    private var lines: [Line] {
        var lines: [Line] = [.blank]
        lines += detail.fields.map { .field($0.label, $0.value) }
        var index = 0
        for section in detail.sections {
            lines += [.blank, .heading(section.heading)]
            for link in section.links {
                lines.append(.link(link, index: index))
                index += 1
            }
            // Under the rows it speaks of ("2 more not in this catalog."), or alone.
            if let note = section.note { lines.append(.note(note)) }
        }
        return lines
    }

    private var canRetry: Bool {
        if case .failed(_, let canRetry) = detail.phase { return canRetry }
        return false
    }

    func bindings(_ context: ViewContext) -> [KeyBinding] {
        let height = max(context.area.height - 2, 1)
        let body = max(height - headerHeight(width: context.area.width - 2), 1)
        var table: [KeyBinding] = []
        if detail.links.isEmpty {
            // Nothing to select: the keys scroll, when there is more than fits.
            if lines.count > height {
                table = KeyBinding.listMovement(
                    pageSize: height, move: { scroll(by: $0) },
                    moveTo: { scroll(by: $0 == .top ? Int.min / 2 : Int.max / 2) })
            }
        } else {
            table = KeyBinding.listMovement(
                pageSize: height,
                move: { move(by: $0, body: body) },
                moveTo: { end in
                    detail.selection.select(end == .top ? 0 : detail.links.count - 1, count: detail.links.count)
                    // The top is the title and fields, above the first link on a short screen.
                    detail.readsAboveFirstLink = end == .top
                    if end == .top { detail.selection.offset = 0 }
                }
            )
            table.append(KeyBinding([.enter], "enter", FrameStrings.open.text, named: .open) { activate(body: body) })
        }
        if case .failed = detail.phase {
            if canRetry {
                table.append(
                    KeyBinding([.character("r")], "r", FrameStrings.retry.text, named: .refresh) {
                        screen.didTapRetry()
                    })
            }
        } else if let refresh = KeyBinding.refresh(
            screen.refreshing, say: context.say, perform: { screen.didTapRefresh() })
        {
            table.append(refresh)
        }
        return table
    }

    private func scroll(by delta: Int) {
        let maximum = max(lines.count - 1, 0)
        detail.selection.offset = min(max(detail.selection.offset + delta, 0), maximum)
    }

    /// The line the first link is on, when there are links.
    private func firstLinkRow(in lines: [Line]) -> Int? {
        lines.firstIndex { if case .link(_, 0) = $0 { true } else { false } }
    }

    /// Whether the fields above the first link are being read: the reader scrolled up to them
    /// (a short screen), and the selected first link lies below the lines shown. A detail
    /// opens with its selection shown instead.
    private func isReadingAboveFirstLink(in lines: [Line], body: Int) -> Bool {
        guard detail.readsAboveFirstLink, detail.selection.selected == 0, let row = firstLinkRow(in: lines) else {
            return false
        }
        return row >= detail.selection.offset + body
    }

    /// Enter opens the selected link once it is on screen; while it lies below the lines
    /// shown (a short screen, read from the top) Enter first brings it into view: a row is
    /// never opened unseen.
    private func activate(body: Int) {
        let lines = self.lines
        if isReadingAboveFirstLink(in: lines, body: body), let row = firstLinkRow(in: lines) {
            detail.selection.offset = row - body + 1
        } else {
            screen.didActivateLink()
        }
    }

    /// Up from the first link scrolls up to what is above it (the fields, on a short
    /// screen); Down scrolls down to it before it moves on; otherwise the selection moves.
    private func move(by delta: Int, body: Int) {
        let lines = self.lines
        if detail.selection.selected == 0, delta < 0 {
            detail.readsAboveFirstLink = true
            scroll(by: delta)
        } else if delta > 0, isReadingAboveFirstLink(in: lines, body: body), let row = firstLinkRow(in: lines) {
            detail.selection.offset = min(detail.selection.offset + delta, row - body + 1)
        } else {
            detail.readsAboveFirstLink = false
            detail.move(by: delta)
        }
    }

    func layout(area: Rect, scrolling: ScrollStep) {
        let inner = area.inset(by: 1)
        let body = inner.height - headerHeight(width: inner.width)
        guard body > 0 else { return }
        let lines = self.lines
        if !detail.links.isEmpty, !isReadingAboveFirstLink(in: lines, body: body),
            let row = lines.firstIndex(where: {
                if case .link(_, let index) = $0 { return index == detail.selection.selected }
                return false
            })
        {
            // A link on the first screenful shows the top (the title and fields) with it; one
            // above the rows shown brings the line above it too (a section's heading). The first
            // link, below a short screen's fields, comes into view on the last line, so as many
            // fields as fit stay above it.
            let step = scrolling.rows(visibleRows: body)
            if row < body {
                detail.selection.offset = 0
            } else if row < detail.selection.offset {
                detail.selection.offset = max(row - step, 0)
            } else if row >= detail.selection.offset + body {
                detail.selection.offset = row - body + (detail.selection.selected == 0 ? 1 : step)
            }
        }
        detail.selection.offset = min(detail.selection.offset, max(lines.count - body, 0))
    }

    /// The lines that never scroll: the title, and a failure beside content still shown.
    private func headerHeight(width: Int) -> Int {
        titleLines(width: width, ellipsis: "…").count + (failureLine == nil && offlineLine == nil ? 0 : 1)
    }

    /// The most lines a long title wraps onto before the rest is cut.
    static var maximumTitleLines: Int { 3 }

    /// The title in `width`: whole on its line, else wrapped at words onto up to three lines
    /// (a long name can be read whole somewhere), the last cut when even they are too few.
    private func titleLines(width: Int, ellipsis: String) -> [String] {
        let title = detail.title
        guard width > 0, TextWidth.of(title, upTo: width + 1) > width else { return [title] }
        let lines = TextLayout.wrap(title, width: width, maximumLines: Self.maximumTitleLines, ellipsis: ellipsis)
        return lines.isEmpty ? [title] : lines
    }

    /// "offline · saved 3 h ago" above a record that is a saved answer (a failure says more).
    private var offlineLine: String? {
        guard failureLine == nil, !detail.fields.isEmpty else { return nil }
        return detail.offline?.description
    }

    /// A failure beside content that is still shown (a refresh that failed).
    private var failureLine: String? {
        guard case .failed(let message, _) = detail.phase, !detail.fields.isEmpty else { return nil }
        return ListStrings.refreshFailed.text(["reason": FailureText.firstLine(message)])
    }

    func click(x: Int, y: Int, area: Rect, opens: Bool) -> Bool {
        let inner = area.inset(by: 1)
        let top = inner.y + headerHeight(width: inner.width)
        let row = detail.selection.offset + (y - top)
        let lines = self.lines
        guard y >= top, lines.indices.contains(row), case .link(_, let index) = lines[row] else { return false }
        return RowClick.handle(
            row: index, selected: detail.selection.selected, opens: opens,
            select: { detail.selection.select($0, count: detail.links.count) }, open: { screen.didActivateLink() })
    }

    var clickAction: String? { detail.links.isEmpty ? nil : RowClick.help }

    /// The margins, a field's label and a value that reads.
    var minimumWidth: Int { 2 + Self.labelWidth + 20 }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        let theme = context.theme
        let inner = area.inset(by: 1)
        switch detail.phase {
        case .loading where detail.fields.isEmpty:
            canvas.text(
                "\(context.spinner) " + DetailStrings.loadingRecord.text(["title": detail.title]) + theme.ellipsis,
                x: inner.x, y: inner.y)
            return nil
        case .failed(let message, let canRetry) where detail.fields.isEmpty:
            FailureText(
                what: detail.isMissing ? nil : DetailStrings.loadFailed.text(["title": detail.title]),
                message: message,
                hint: canRetry
                    ? DetailStrings.retryOrBack.text(["retry": context.key(.refresh), "back": context.key(.back)])
                    : DetailStrings.goBack.text(["back": context.key(.back)])
            )
            .draw(
                into: &canvas, area: Rect(x: inner.x - 1, y: inner.y - 1, width: inner.width + 2, height: inner.height),
                theme: theme)
            return nil
        default:
            break
        }
        var y = inner.y
        if let failure = failureLine {
            let text =
                theme.chrome("⚠ ") + failure
                + (canRetry ? theme.chrome(" — ") + ListStrings.toRetry.text(["key": context.key(.refresh)]) : "")
            canvas.text(
                TextWidth.truncate(text, to: inner.width, ellipsis: theme.ellipsis), x: inner.x, y: y,
                style: theme.error)
            y += 1
        } else if let offline = offlineLine {
            let text =
                offline + theme.chrome(" — ") + DetailStrings.askServer.text(["key": context.key(.refresh)])
            canvas.text(
                TextWidth.truncate(text, to: inner.width, ellipsis: theme.ellipsis), x: inner.x, y: y,
                style: theme.muted)
            y += 1
        }
        for line in titleLines(width: inner.width, ellipsis: theme.ellipsis) where y < inner.maxY {
            canvas.text(line, x: inner.x, y: y, maxWidth: inner.width, style: theme.title)
            y += 1
        }
        // The picture sits beside the fields (content lines 1…), right of where links end on a
        // wide screen, and scrolls with them; the lines beside it are narrower.
        let body = y..<inner.maxY
        let box = PortraitBox.fitting(detail.picture, inner: inner, textWidth: Self.labelWidth + 20, context: context)
        let boxX = box.map { inner.x + min(inner.width - $0.columns, Self.maximumLinkWidth + PortraitBox.gap) }
        let beside = box.map { 1..<1 + $0.rows } ?? 0..<0
        let besideWidth = boxX.map { $0 - PortraitBox.gap - inner.x } ?? inner.width
        // The links keep one right edge, beside the picture and below it: when any is beside it,
        // all are as narrow (their codes would jag where the picture ends).
        let content = lines
        let linksBeside = beside.contains { index in
            guard content.indices.contains(index), case .link = content[index] else { return false }
            return true
        }
        let linkWidth = min(linksBeside ? besideWidth : inner.width, Self.maximumLinkWidth)
        let suffixes = idSuffixes
        for (index, line) in content.enumerated().dropFirst(detail.selection.offset) {
            guard y < inner.maxY else { break }
            var width = beside.contains(index) ? besideWidth : inner.width
            if case .link = line { width = linkWidth }
            draw(line, into: &canvas, x: inner.x, y: y, width: width, theme: theme, suffixes: suffixes)
            y += 1
        }
        if let box, let boxX {
            box.draw(
                into: &canvas, x: boxX, y: body.lowerBound + 1 - detail.selection.offset, visible: body,
                context: context)
        }
        // Marks in the margins say there is more to scroll to, as help's and the palette's edges do.
        if detail.selection.offset > 0 {
            mark("↑ " + FrameStrings.more.text, y: area.y, inner: inner, into: &canvas, theme: theme)
        }
        if detail.selection.offset + body.count < lines.count {
            mark("↓ " + FrameStrings.more.text, y: area.maxY - 1, inner: inner, into: &canvas, theme: theme)
        }
        return nil
    }

    private func mark(_ text: String, y: Int, inner: Rect, into canvas: inout Canvas, theme: Theme) {
        let shown = " " + theme.chrome(text) + " "
        canvas.text(shown, x: inner.maxX - TextWidth.of(shown), y: y, style: .bold)
    }

    /// After each link's title (by its index among every link): its id when another link of its
    /// section has the same name, as a list's rows say it.
    private var idSuffixes: [String] {
        detail.sections.flatMap { section in
            let repeated = RepeatedNames(section.links.map { ($0.title, $0.id) })
            return section.links.map { repeated.suffix(name: $0.title, id: $0.id) }
        }
    }

    private func draw(
        _ line: Line, into canvas: inout Canvas, x: Int, y: Int, width: Int, theme: Theme, suffixes: [String]
    ) {
        switch line {
        case .field(let label, let value):
            canvas.text(label + ":", x: x, y: y, maxWidth: width, style: .bold)
            canvas.text(
                TextWidth.truncate(value, to: width - Self.labelWidth, ellipsis: theme.ellipsis),
                x: x + Self.labelWidth,
                y: y, maxWidth: width - Self.labelWidth)
        case .heading(let text):
            canvas.text(text, x: x, y: y, maxWidth: width, style: .bold)
        case .note(let text):
            canvas.text(
                "  " + theme.chrome(FailureText.firstLine(text)), x: x, y: y, maxWidth: width, style: theme.muted)
        case .link(let link, let index):
            // A link reads as one line: its detail stays near its title on a wide screen.
            let width = min(width, Self.maximumLinkWidth)
            let selected = index == detail.selection.selected
            let style = selected ? theme.selection : Style.plain
            if selected { canvas.fill(Rect(x: x, y: y, width: width, height: 1), style: style) }
            canvas.text(selected ? theme.pointer : " ", x: x, y: y, style: style.with(bold: true))
            // The detail takes a third of the row, or what the title (and its id) leaves.
            let whole = Self.detailText(of: link)
            let id = suffixes.indices.contains(index) ? suffixes[index] : ""
            let titleRoom = width - 3 - TextWidth.of(link.title + id, upTo: width) - 2
            let detailWidth = min(TextWidth.of(whole, upTo: width), max(width / 3, titleRoom, 0))
            let titleWidth = max(width - 3 - (detailWidth > 0 ? detailWidth + 2 : 0), 1)
            let nameRoom = RepeatedNames.room(width: titleWidth, beside: id)
            // A link's title is in the theme's link colour; selected, it is in the selection's.
            let used = canvas.text(
                TextWidth.truncate(link.title, to: nameRoom, ellipsis: theme.ellipsis), x: x + 2, y: y,
                style: selected ? style.with(bold: true) : theme.link)
            if nameRoom < titleWidth {
                canvas.text(id, x: x + 2 + used, y: y, style: selected ? style : theme.muted)
            }
            if detailWidth > 0 {
                canvas.text(
                    Self.detailText(of: link, width: detailWidth, ellipsis: theme.ellipsis), x: x + width - detailWidth,
                    y: y,
                    style: selected ? style : theme.muted)
            }
        case .blank:
            break
        }
    }

    /// A link's detail and state as one text ("Human, Alive").
    private static func detailText(of link: LinkedRecord) -> String {
        [link.detail, link.state].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The detail and state in `width`: the detail gives way first, so the state stays whole
    /// ("Mythologi…, Alive") while a letter of the detail is left beside it.
    private static func detailText(of link: LinkedRecord, width: Int, ellipsis: String) -> String {
        let whole = detailText(of: link)
        guard TextWidth.of(whole, upTo: width + 1) > width, !link.detail.isEmpty, !link.state.isEmpty else {
            return TextWidth.truncate(whole, to: width, ellipsis: ellipsis)
        }
        let state = ", " + link.state
        let room = width - TextWidth.of(state)
        guard room >= 1 + TextWidth.of(ellipsis) else {
            return TextWidth.truncate(whole, to: width, ellipsis: ellipsis)
        }
        // Cut after a word, the space goes too: "Mythological…", not "Mythological …".
        let cut = TextWidth.truncate(link.detail, to: room, ellipsis: ellipsis)
        let kept = cut.hasSuffix(ellipsis) ? String(cut.dropLast(ellipsis.count)) : cut
        let trimmed = kept.hasSuffix(" ") ? String(kept.reversed().drop { $0 == " " }.reversed()) + ellipsis : cut
        return trimmed + state
    }
}
