import Core

/// The terminal app minus the terminal: turns keys into intents and state into a
/// frame. The ncurses loop and replay both drive this one type, so what a script
/// sees is what a person sees.
final class AppController {
    let session: AppSession
    let theme: Theme
    private(set) var size: (width: Int, height: Int)
    private(set) var wantsQuit = false
    /// A one-shot message shown in the footer until the next key.
    private(set) var status: String?
    private var showsHelp = false
    private var helpOffset = 0
    private var prompt: TextField?
    private let clock: () -> Duration

    static let minimumSize = (width: 40, height: 12)
    static let linkPrefix = "challenge://"

    init(session: AppSession, theme: Theme, size: (width: Int, height: Int), clock: @escaping () -> Duration) {
        self.session = session
        self.theme = theme
        self.size = size
        self.clock = clock
    }

    var isTooSmall: Bool {
        size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
    }

    func resize(width: Int, height: Int) {
        size = (max(width, 0), max(height, 0))
    }

    // MARK: Keys

    func handle(_ key: Key) {
        status = nil
        if key == .control("c") {
            wantsQuit = true
            return
        }
        if case .resize = key { return }
        if isTooSmall {
            if key == .character("q") { wantsQuit = true }
            return
        }
        if showsHelp { return handleHelp(key) }
        if prompt != nil { return handlePrompt(key) }
        if case .click(let x, let y) = key { return handleClick(x: x, y: y) }

        let view = activeView
        let context = activeContext
        if let typed = key.typedText, let input = view.textInput {
            input(typed)
            return
        }
        if let binding = KeyBinding.match(key, in: view.bindings(context)) ?? KeyBinding.match(key, in: appBindings) {
            binding.perform()
        }
    }

    /// The app's own keys, after the view's: Back, help, the link prompt, quit.
    var appBindings: [KeyBinding] {
        var table: [KeyBinding] = []
        let atRoot = session.layers.count == 1 && session.coordinator.path.isEmpty
        table.append(KeyBinding([.escape, .backspace, .left, .character("h")], "esc/⌫/←/h", "back", footer: atRoot ? .hidden : .custom("esc back")) {
            [unowned self] in
            if session.back() == .atRoot { status = "Nothing to go back to · press q to quit" }
        })
        if let modal = session.layers.last?.modal, modal.navigation.detents.count > 1 {
            let next = modal.detent == .medium ? "grow" : "shrink"
            table.append(KeyBinding([.control("e")], "^E", next) { [unowned self] in
                session.layers.last?.modal.map { _ in self.cycleDetent() }
            })
        }
        table += [
            KeyBinding([.character("?"), .function(1)], "?", "help") { [unowned self] in
                showsHelp = true
                helpOffset = 0
            },
            // Quit before the link prompt: when the footer runs out of room, "q quit" stays.
            KeyBinding([.character("q")], "q", "quit") { [unowned self] in wantsQuit = true },
            KeyBinding([.character(":")], ":", "open link", footer: .custom(": link")) { [unowned self] in
                prompt = TextField(Self.linkPrefix)
            },
            KeyBinding([.control("c")], "^C", "quit", footer: .hidden) {},
        ]
        return table
    }

    private func cycleDetent() {
        // The sheet belongs to the coordinator that presented it: the parent of the deepest layer.
        let layers = session.layers
        guard layers.count >= 2, let modal = layers.last?.modal else { return }
        for layer in layers where layer.coordinator.sheet === modal {
            layer.coordinator.cycleSheetDetent()
            return
        }
    }

    private func handleHelp(_ key: Key) {
        switch key {
        case .up, .character("k"): helpOffset = max(helpOffset - 1, 0)
        case .down, .character("j"): helpOffset += 1
        case .escape, .character("?"), .character("q"), .enter, .backspace, .function(1): showsHelp = false
        default: break
        }
    }

    private func handlePrompt(_ key: Key) {
        switch key {
        case .enter:
            let link = prompt?.text ?? ""
            prompt = nil
            if !link.isEmpty, link != Self.linkPrefix { session.open(url: link) }
        case .escape:
            prompt = nil
        case .backspace:
            prompt?.deleteBackward()
        case .control("u"):
            prompt?.clear()
        default:
            if let typed = key.typedText { prompt?.insert(typed) }
        }
    }

    private func handleClick(x: Int, y: Int) {
        let frames = layerFrames(session.layers)
        let index = frames.count - 1
        // Only the top layer takes clicks; a click outside a modal's box does nothing.
        guard frames[index].content.contains(x: x, y: y) else { return }
        activeView.click(x: x, y: y, area: frames[index].content)
    }

    // MARK: Drawing

    /// The whole frame for the current state and size.
    func render() -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height)
        cursor = nil
        if isTooSmall {
            drawTooSmall(into: &canvas)
            return canvas
        }
        drawBreadcrumb(into: &canvas)
        let layers = session.layers
        let frames = layerFrames(layers)
        for (index, layer) in layers.enumerated() {
            let frame = frames[index]
            canvas.clip = Rect(x: 0, y: 0, width: size.width, height: size.height)
            if let box = frame.box {
                canvas.fill(box)
                let style = index == frames.count - 1 ? Style.bold : Style.dim
                canvas.box(box, title: boxTitle(layer), glyphs: theme.glyphs, style: style)
            }
            canvas.clip = frame.content
            let drawn = ViewFactory.view(for: layer.top).draw(into: &canvas, area: frame.content, context: viewContext(content: frame.content))
            if index == frames.count - 1 { cursor = drawn.map { ($0.x, $0.y) } }
        }
        canvas.clip = Rect(x: 0, y: 0, width: size.width, height: size.height)
        if showsHelp { drawHelp(into: &canvas) }
        drawFooter(into: &canvas)
        return canvas
    }

    /// Where the text cursor is after the last render, when a field has focus.
    private(set) var cursor: (x: Int, y: Int)?

    /// The footer's hints: the active view's table, then the app's.
    var footerHints: [String] {
        if showsHelp { return ["↑↓ scroll", "esc close help"] }
        if prompt != nil { return ["enter open", "esc cancel", "^U clear"] }
        let viewTable = activeView.bindings(activeContext)
        let viewKeys = Set(viewTable.flatMap(\.keys))
        let typing = activeView.textInput != nil
        // An app key the view takes over (Esc closing a modal, letters while typing) is not offered.
        let appTable = appBindings.filter { binding in
            !viewKeys.contains(binding.keys[0]) && !(typing && binding.keys[0].typedText != nil)
        }
        return (viewTable + appTable).compactMap(\.footer)
    }

    private var activeView: any ScreenView { ViewFactory.view(for: session.activeScreen) }

    /// The context of the layer in front (the one keys go to).
    private var activeContext: ViewContext {
        viewContext(content: layerFrames(session.layers).last?.content ?? body)
    }

    private func viewContext(content: Rect) -> ViewContext {
        ViewContext(theme: theme, pageSize: max(CharacterListView.visibleRows(in: content) - 1, 1), now: clock())
    }

    private var body: Rect {
        Rect(x: 0, y: 1, width: size.width, height: max(size.height - 2, 0))
    }

    /// Each layer's box (nil for the root) and content area. Nested modals step in
    /// two columns a level so their edges stay visible.
    func layerFrames(_ layers: [AppSession.Layer]) -> [(box: Rect?, content: Rect)] {
        let body = self.body
        var frames: [(box: Rect?, content: Rect)] = [(nil, body)]
        for (depth, layer) in layers.dropFirst().enumerated() {
            guard let modal = layer.modal else { continue }
            let box: Rect
            switch modal.navigation.style {
            case .fullScreenCover:
                box = body
            case .sheet:
                let height = modal.detent == .large ? body.height - 1 : max(body.height / 2, 8)
                let inset = min(2 + 2 * depth, body.width / 4)
                let clamped = min(height, body.height)
                box = Rect(x: inset, y: body.maxY - clamped, width: body.width - 2 * inset, height: clamped)
            }
            frames.append((box, box.inset(by: 1)))
        }
        return frames
    }

    private func boxTitle(_ layer: AppSession.Layer) -> String {
        layer.screens.map(\.title).joined(separator: " \(theme.separator) ")
    }

    private func drawBreadcrumb(into canvas: inout Canvas) {
        canvas.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: theme.bar)
        let parts = session.breadcrumb.map { $0.isModal ? "[\($0.title)]" : $0.title }
        var text = parts.joined(separator: " \(theme.separator) ")
        let room = size.width - 2
        // Keep the end (where the user is); cut from the left.
        while TextWidth.of(text) > room, !text.isEmpty { text.removeFirst() }
        if text.count < parts.joined(separator: " \(theme.separator) ").count { text = theme.ellipsis + text.dropFirst(theme.ellipsis.count) }
        canvas.text(" " + text, x: 0, y: 0, maxWidth: size.width, style: theme.bar.with(bold: true))
        if session.isBusy {
            canvas.text(theme.spinner(at: clock()), x: size.width - 2, y: 0, style: theme.bar)
        }
    }

    private func drawFooter(into canvas: inout Canvas) {
        let y = size.height - 1
        canvas.fill(Rect(x: 0, y: y, width: size.width, height: 1), style: theme.bar)
        if let prompt {
            let label = " Open link: "
            let used = canvas.text(label, x: 0, y: y, style: theme.bar.with(bold: true))
            var shown = prompt.text
            while TextWidth.of(shown) > size.width - used - 1, !shown.isEmpty { shown.removeFirst() }
            let written = canvas.text(shown, x: used, y: y, style: theme.bar)
            cursor = (used + written, y)
            return
        }
        var x = 1
        if let status {
            let shown = TextWidth.truncate(status, to: size.width - 2)
            x += canvas.text(shown, x: x, y: y, style: theme.bar.with(bold: true)) + 2
        }
        for hint in footerHints {
            let width = TextWidth.of(hint)
            guard x + width < size.width else { break }
            canvas.text(hint, x: x, y: y, style: theme.bar)
            x += width + 2
        }
    }

    private func drawHelp(into canvas: inout Canvas) {
        let rows = (activeView.bindings(activeContext) + appBindings).map { ($0.label, $0.action) }
            + [("Click", "select a row")]
        let box = body.inset(by: 1)
        guard box.height > 2, box.width > 10 else { return }
        canvas.fill(box)
        canvas.box(box, title: "Keys · \(session.activeScreen.title)", glyphs: theme.glyphs, style: .bold)
        let content = box.inset(by: 1)
        helpOffset = min(helpOffset, max(rows.count - content.height, 0))
        for (index, row) in rows.dropFirst(helpOffset).enumerated() where index < content.height {
            canvas.text(row.0, x: content.x + 1, y: content.y + index, maxWidth: 12, style: .bold)
            canvas.text(row.1, x: content.x + 14, y: content.y + index, maxWidth: content.width - 15)
        }
    }

    private func drawTooSmall(into canvas: inout Canvas) {
        let lines = [
            "Terminal too small",
            "\(size.width)×\(size.height), needs \(Self.minimumSize.width)×\(Self.minimumSize.height)",
            "Enlarge it, or q to quit",
        ]
        let top = max((size.height - lines.count) / 2, 0)
        for (index, line) in lines.enumerated() {
            let width = TextWidth.of(line)
            canvas.text(line, x: max((size.width - width) / 2, 0), y: top + index, style: index == 0 ? .bold : .plain)
        }
    }
}
