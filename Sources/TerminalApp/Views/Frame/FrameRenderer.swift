import Core

/// Draws a whole frame from the app's state and size: the tab bar, the breadcrumb, every layer
/// (modals as boxes), the help panel, the footer. A pure function: it changes nothing.
struct FrameRenderer {
    let session: AppSession
    let theme: Theme
    let layout: FrameLayout
    let overlay: Overlay?
    let status: String?
    let now: Duration
    /// The keys of this moment (the view in front's, then the app's), made with `layout.views`.
    let keys: KeyTable
    let keyMap: KeyMap
    /// Records' pictures; nil: none drawn and no room kept.
    var pictures: PictureStore? = nil

    func render() -> Frame {
        var canvas = Canvas(width: layout.width, height: layout.height)
        if layout.isWrongSize {
            drawWrongSize(into: &canvas)
            return Frame(canvas: canvas, cursor: nil)
        }
        drawTabBar(into: &canvas)
        drawBreadcrumb(into: &canvas)
        let layers = session.layers
        let frames = layout.layerFrames(layers)
        var cursor: (x: Int, y: Int)?
        let whole = Rect(x: 0, y: 0, width: layout.width, height: layout.height)
        for (index, (layer, frame)) in zip(layers, frames).enumerated() {
            canvas.clip = whole
            if let box = frame.box {
                let style = theme.box(focused: index == frames.count - 1)
                // What it dims around itself is the layer beneath when the box lies in it (a
                // sheet over a cover leaves the cover's edges as they were).
                let inside = index > 0 ? frames[index - 1].content : layout.body
                let beneath =
                    inside.contains(x: box.x, y: box.y) && inside.contains(x: box.maxX - 1, y: box.maxY - 1)
                    ? inside : layout.body
                canvas.overlayBox(box, title: boxTitle(layer), glyphs: theme.glyphs, style: style, bounds: beneath)
            }
            canvas.clip = frame.content
            let context = ViewContext(
                theme: theme, area: frame.content, now: now, keyMap: keyMap, pictures: pictures,
                rowMark: session.container.rowMark(for:))
            let drawn =
                layer.modal == nil
                ? drawColumns(of: layer, into: &canvas)
                : layout.views.view(for: layer.top).draw(into: &canvas, area: frame.content, context: context)
            if index == frames.count - 1 { cursor = drawn }
        }
        canvas.clip = whole
        switch overlay {
        case .help(let offset):
            helpPanel.draw(offset: offset, into: &canvas)
            cursor = nil
        case .palette(let palette):
            cursor = PaletteView(palette: palette, theme: theme).draw(into: &canvas, body: layout.body)
        case nil:
            break
        }
        drawFooter(into: &canvas)
        return Frame(canvas: canvas, cursor: cursor)
    }

    // MARK: Footer and help

    private var activeView: any ScreenView { keys.view }

    /// The footer's hints: the active view's table, then the app's.
    var footerHints: [String] { footerHintValues.map(\.text) }

    var footerHintValues: [FooterHint] {
        let (hints, pinned) = footerParts
        return hints + pinned
    }

    /// The footer's hints, and apart from them those at its right end: help and quit,
    /// when they are offered. The key table is read once a frame.
    /// In a modal its own keys come first: the app's (go to, tabs) give way before them when
    /// room is short, so a sheet never loses "enter apply" while ": go to" stays. A cover is a
    /// whole screen with a screen's many keys: there Back and go to, its ways out, stay.
    private var footerParts: (hints: [FooterHint], pinned: [FooterHint]) {
        if let overlay { return (overlay.footerHints(keyMap), []) }
        // Forward is pinned too: it is offered only for a moment, and a full footer would hide it.
        let pinnedActions: [KeyAction] = [.forward, .help, .quit]
        let modalStyle = session.layers.last?.modal?.navigation.style
        let inModal = modalStyle != nil
        // Back closes any modal: its hint stays; a cover, drawn over everything, keeps go to too.
        let staying: [KeyAction] = modalStyle == .fullScreenCover ? [.back, .goTo] : [.back]
        // A screen's ways on outlast forward (a normal hint at the right end, so it outlasts the rest).
        let leading: [KeyAction] = [.open, .search]
        let (table, ownCount) = keyTableParts
        var hints: [FooterHint] = []
        var pinned: [FooterHint] = []
        for (index, binding) in table.enumerated() {
            guard var footer = binding.footer else { continue }
            if let action = binding.named, pinnedActions.contains(action) {
                pinned.append(footer)
            } else {
                if let action = binding.named, staying.contains(action) {
                    footer.priority = .always
                } else if let action = binding.named, leading.contains(action), footer.priority == .normal {
                    footer.priority = .high
                } else if inModal, index >= ownCount {
                    // A step below the modal's own, in their order: go to before the tabs.
                    footer.priority = footer.priority == .always ? .normal : .low
                }
                hints.append(footer)
            }
        }
        return (hints, pinned)
    }

    /// The keys of this moment, as dispatch reads them.
    var keyTable: [KeyBinding] { keyTableParts.table }

    /// The keys of this moment and how many of them are the view's own (they come first).
    private var keyTableParts: (table: [KeyBinding], ownCount: Int) { (keys.bindings, keys.ownCount) }

    /// The help panel's rows: every key of the screen in front, then the app's.
    var helpRows: [(keys: String, action: String)] {
        keyTable.map { ($0.label, $0.action) } + (activeView.clickAction.map { [(FrameStrings.click.text, $0)] } ?? [])
    }

    private func drawFooter(into canvas: inout Canvas) {
        let y = layout.height - 1
        let width = layout.width
        canvas.fill(Rect(x: 0, y: y, width: width, height: 1), style: theme.bar)
        if let status, let row = layout.statusRow {
            canvas.fill(Rect(x: 0, y: row, width: width, height: 1))
            canvas.text(
                " " + TextWidth.truncate(theme.chrome(status), to: width - 2, ellipsis: theme.ellipsis), x: 0, y: row,
                style: .bold)
        }
        let (hints, pinned) = footerParts
        let line = FooterLine(
            hints: hints.map(theme.chrome), pinned: pinned.map(theme.chrome))
        for piece in line.pieces(width: width) {
            canvas.text(piece.text, x: piece.x, y: y, style: theme.bar)
        }
    }

    /// The help panel over the screen in front.
    var helpPanel: HelpPanel {
        HelpPanel(
            rows: helpRows.map { (theme.chrome($0.keys), theme.chrome($0.action)) },
            title: theme.chrome(FrameStrings.keysTitle.text + " · ") + session.activeScreen.title, theme: theme,
            body: layout.body)
    }

    // MARK: Chrome

    private func boxTitle(_ layer: AppSession.Layer) -> String {
        layer.screens.map(\.title).joined(separator: " \(theme.separator) ")
    }

    private func drawTabBar(into canvas: inout Canvas) {
        let y = FrameLayout.tabBarRow
        let bar = session.tabBar(theme: theme)
        for piece in bar.pieces(width: layout.width) {
            let style = piece.index == bar.selected ? theme.bar.with(bold: true) : theme.muted
            canvas.text(piece.text, x: piece.x, y: y, style: style)
        }
    }

    private func drawBreadcrumb(into canvas: inout Canvas) {
        let width = layout.width
        let y = FrameLayout.breadcrumbRow
        canvas.fill(Rect(x: 0, y: y, width: width, height: 1), style: theme.bar)
        let shown = BreadcrumbLine.text(
            session.breadcrumb, room: width - 2, separator: " \(theme.separator) ", ellipsis: theme.ellipsis)
        canvas.text(" " + shown, x: 0, y: y, maxWidth: width, style: theme.bar.with(bold: true))
        if session.isBusy {
            canvas.text(theme.spinner(at: now), x: width - 2, y: y, style: theme.bar)
        }
    }

    private func drawWrongSize(into canvas: inout Canvas) {
        let minimum = FrameLayout.minimumSize
        let quit = keyMap.keys(for: .quit).first?.label ?? "q"
        var lines = [
            FrameStrings.tooSmall.text,
            FrameStrings.needs.text([
                "size": "\(layout.width)×\(layout.height)", "minimum": "\(minimum.width)×\(minimum.height)",
            ]),
            FrameStrings.enlarge.text(["key": quit]),
        ]
        // Too large, said at the top left: only that corner of such a window is surely in view.
        var top = max((layout.height - lines.count) / 2, 0)
        if let window = layout.tooLargeWindow {
            let side = FrameLayout.maximumSide
            lines = [
                FrameStrings.tooLarge.text,
                FrameStrings.atMost.text(["size": "\(window.width)×\(window.height)", "maximum": "\(side)×\(side)"]),
                FrameStrings.shrinkIt.text(["key": quit]),
            ]
            top = 0
        }
        lines = lines.map(theme.chrome)
        for (index, line) in lines.map({ TextLayout.cut($0, width: layout.width, ellipsis: theme.ellipsis) })
            .enumerated()
        {
            let x = layout.tooLargeWindow == nil ? max((layout.width - TextWidth.of(line)) / 2, 0) : 1
            canvas.text(line, x: x, y: top + index, style: index == 0 ? .bold : .plain)
        }
    }
}
