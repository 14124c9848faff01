import Core

/// The navigation inspector (F12): docked on the right of a wide terminal while the app
/// keeps the keys and the rest of the width, or a box over a narrower one that takes the
/// keys until Esc or F12 closes it. Closed, it costs nothing: no snapshot is built.
extension AppController {
    func toggleInspector() {
        inspectorScroll = inspectorScroll == nil ? 0 : nil
    }

    /// The width the app is laid out in: the whole terminal, or what a docked pane leaves.
    var appWidth: Int {
        guard inspectorScroll != nil, size.height >= FrameLayout.minimumSize.height, tooLargeWindow == nil,
            let width = InspectorPane.appWidth(besidePaneIn: size.width)
        else { return size.width }
        return width
    }

    /// Whether the inspector is open as a box over the app (too narrow to dock).
    var inspectorIsBox: Bool {
        inspectorScroll != nil && InspectorPane.appWidth(besidePaneIn: size.width) == nil
    }

    /// The box's keys, which dispatch and its footer read, as help's do: the keys that move
    /// in a list scroll it (top and bottom too), every Back key and F12 close it, and quit quits (all as the
    /// config binds them).
    func inspectorBoxBindings() -> [KeyBinding] {
        let scroll = inspectorScroll ?? 0
        let last = inspectorLineCount
        var closing = keyMap.keys(for: .back)
        if !closing.contains(.function(12)) { closing.append(.function(12)) }
        return keyMap.apply([
            KeyBinding(
                [.up, .character("k"), .scrollUp], "↑/k", FrameStrings.scrollUp.text,
                footer: .custom("↑↓ " + FrameStrings.scroll.text),
                named: .up
            ) { [unowned self] in
                inspectorScroll = max(scroll - 1, 0)
            },
            KeyBinding(
                [.down, .character("j"), .scrollDown], "↓/j", FrameStrings.scrollDown.text, footer: .hidden,
                named: .down
            ) {
                [unowned self] in inspectorScroll = min(scroll + 1, last)
            },
            KeyBinding([.pageUp], "PgUp", FrameStrings.pageUp.text, footer: .hidden, named: .pageUp) { [unowned self] in
                inspectorScroll = max(scroll - 10, 0)
            },
            KeyBinding([.pageDown], "PgDn", FrameStrings.pageDown.text, footer: .hidden, named: .pageDown) {
                [unowned self] in
                inspectorScroll = min(scroll + 10, last)
            },
            KeyBinding([.character("g"), .home], "g/Home", FrameStrings.top.text, footer: .hidden, named: .top) {
                [unowned self] in inspectorScroll = 0
            },
            KeyBinding([.character("G"), .end], "G/End", FrameStrings.bottom.text, footer: .hidden, named: .bottom) {
                [unowned self] in inspectorScroll = last
            },
            KeyBinding(
                closing, KeyBinding.label(of: closing), FrameStrings.closeInspector.text,
                footer: .custom("\(closing[0].label)/F12 " + FrameStrings.closeInspector.text), priority: .always
            ) { [unowned self] in
                inspectorScroll = nil
            },
            KeyBinding([.character("q")], "q", FrameStrings.quit.text, priority: .always, named: .quit) {
                [unowned self] in quit()
            },
        ])
    }

    /// The box takes every key; those it has no use for do nothing.
    func handleInspectorBox(_ key: Key) {
        guard inspectorScroll != nil else { return }
        KeyBinding.match(key, in: inspectorBoxBindings())?.perform()
    }

    /// The app's frame with the pane beside it or over it.
    func withInspector(_ app: Frame, theme: Theme) -> Frame {
        // Too small for anything: the frame says so across the whole width.
        guard !isWrongSize else { return app }
        let pane = InspectorPane(snapshot: session.snapshot(), theme: theme)
        if inspectorIsBox {
            var canvas = app.canvas
            pane.draw(into: &canvas, box: inspectorBox, offset: inspectorScroll ?? 0, docked: false)
            let y = size.height - 1
            canvas.fill(Rect(x: 0, y: y, width: size.width, height: 1), style: theme.bar)
            let footer = FooterLine(
                hints: inspectorBoxBindings().compactMap(\.footer).map(theme.chrome),
                pinned: [])
            for piece in footer.pieces(width: size.width) {
                canvas.text(piece.text, x: piece.x, y: y, style: theme.bar)
            }
            return Frame(canvas: canvas, cursor: nil)
        }
        var canvas = Canvas(width: size.width, height: size.height)
        canvas.paste(app.canvas, x: 0, y: 0)
        let box = Rect(x: app.canvas.width, y: 0, width: size.width - app.canvas.width, height: size.height)
        pane.draw(into: &canvas, box: box, offset: 0, docked: true)
        return Frame(canvas: canvas, cursor: app.cursor)
    }

    /// The box over a narrow app: the body less a one-cell margin.
    private var inspectorBox: Rect { layout.body.inset(by: 1) }

    /// How far the box can scroll: its tree's length at the box's width.
    private var inspectorLineCount: Int {
        let content = inspectorBox.inset(by: 1)
        let lines = InspectorPane(snapshot: session.snapshot(), theme: theme).lines(width: content.width - 2).count
        return max(lines - content.height, 0)
    }
}
