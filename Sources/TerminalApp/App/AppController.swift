import Core

/// The terminal app minus the terminal: turns keys into intents and hands state to the
/// renderer. The ncurses loop and replay both drive this one type, so what a script sees
/// is what a person sees. Update is `handle` and `layoutScreens`; view is `render`.
package final class AppController {
    package let session: AppSession
    let theme: Theme
    package private(set) var size: (width: Int, height: Int)
    /// The window's size when it is past `FrameLayout.maximumSide` along a side.
    private(set) var tooLargeWindow: (width: Int, height: Int)?
    package private(set) var wantsQuit = false
    /// Why the app must stop, in one line (a catalog that turned out unusable); said on
    /// stderr once the terminal is given back.
    private(set) var failure: String?
    /// A one-shot message shown in the footer until the next key.
    private(set) var status: String?
    /// The help panel or the link prompt, when one is open.
    private(set) var overlay: Overlay?
    /// How the stack is drawn (`--layout`): one screen, or columns on a wide window.
    var layoutMode = LayoutMode.auto
    /// `--layout auto`'s widths for two and three columns (a config's `[layout]`).
    var columnThresholds = ColumnThresholds.standard
    /// The keys a config rebinds; every key table is read through it.
    package var keyMap = KeyMap.standard
    /// The navigation inspector's scroll offset while it is open; nil when it is closed.
    var inspectorScroll: Int?
    /// Records' pictures as this terminal shows them; nil: none (no room kept).
    var pictures: PictureStore?
    private let clock: () -> Duration

    package init(session: AppSession, theme: Theme, size: (width: Int, height: Int), clock: @escaping () -> Duration) {
        self.session = session
        self.theme = theme
        self.clock = clock
        self.size = (0, 0)
        resize(width: size.width, height: size.height)
    }

    var layout: FrameLayout { layout(FrameViews()) }

    /// The layout of the state now, reading the views an update made.
    func layout(_ views: FrameViews) -> FrameLayout {
        FrameLayout(
            width: appWidth, height: size.height, hasStatusLine: status != nil, layoutMode: layoutMode,
            columnThresholds: columnThresholds, views: views, tooLargeWindow: tooLargeWindow)
    }

    /// Too small or too large for the app: the frame says so, and only quit, suspend and
    /// repaint work.
    var isWrongSize: Bool { layout.isWrongSize }

    /// The window's size now. Past `FrameLayout.maximumSide` along a side (tmux takes
    /// 9999×9999) the frame is at most that large and says the window is too large, rather
    /// than a frame of a hundred million cells in memory.
    package func resize(width: Int, height: Int) {
        let side = FrameLayout.maximumSide
        size = (min(max(width, 0), side), min(max(height, 0), side))
        tooLargeWindow = width > side || height > side ? (width, height) : nil
    }

    /// Shows a message on the status line until the next key (a notice at start).
    func show(status message: String) {
        status = message
    }

    func clearStatus() {
        status = nil
    }

    // MARK: Update

    package func handle(_ key: Key) {
        // A resize is no key: a message stays until the user presses one.
        if case .resize = key { return }
        status = nil
        if key == .control("c") {
            wantsQuit = true
            return
        }
        // Suspending works wherever quitting does: over help, the palette, a too-small screen.
        if key == .control("z") {
            requestSuspend()
            return
        }
        // So does a repaint (a screen another program wrote over, or a size gone stale).
        if key == .control("l") {
            wantsRepaint = true
            return
        }
        if isWrongSize {
            if keyMap.keys(for: .quit).contains(key) { wantsQuit = true }
            return
        }
        // F12 works over help and the palette too (help lists it): they close, and the
        // inspector opens or closes as F12 does anywhere.
        if key == .function(12), overlay != nil {
            closeOverlay()
            toggleInspector()
            return
        }
        if let overlay { return handle(key, in: overlay) }
        if inspectorIsBox { return handleInspectorBox(key) }
        if case .click(let x, let y) = key { return handleClick(x: x, y: y) }

        // The view in front made once for this key (the context's area reads it too).
        let views = FrameViews()
        let view = views.view(for: session.activeScreen)
        if let typed = key.typedText, let input = view.textInput {
            input(typed)
            return
        }
        // The same as matching in `renderer.keyTable` (the view's keys win, typed keys went
        // to the field above), without building the merged table for every key.
        if let binding = KeyBinding.match(key, in: keyMap.apply(view.bindings(activeContext(views))))
            ?? KeyBinding.match(key, in: appBindings)
        {
            binding.perform()
        }
    }

    /// Whether a typed character would go into a text field (a search, the palette's
    /// query) rather than to a key's binding: `--record` writes such keys as text.
    var takesText: Bool {
        if case .palette = overlay { return true }
        return overlay == nil && !isWrongSize && activeView.textInput != nil
    }

    /// Whether keys typed now act, or wait for what the screen in front loads. Help, the
    /// palette and a wrong size take keys whatever the screen does.
    var readiness: ScreenReadiness {
        overlay == nil && !inspectorIsBox && !isWrongSize ? session.activeScreen.readiness : .ready
    }

    /// The keys that leave the screen in front whatever it shows: Back and the tabs (where no
    /// text field takes them).
    var leaveKeys: [Key] {
        keyMap.keys(for: .back) + (1...min(session.tabs.tabs.count, 9)).map { .character(Character(String($0))) }
    }

    /// Whether a move can give a text field the keyboard here (a form in front).
    var movesMayReachText: Bool {
        overlay == nil && !isWrongSize && activeView.hasTextFields
    }

    /// Opens the help panel or the link prompt (from the app's key table).
    func open(_ overlay: Overlay) {
        self.overlay = overlay
    }

    func closeOverlay() {
        overlay = nil
    }

    /// A link chosen in the palette, or from outside the keyboard (`challenge open`, a tape's
    /// `Open`): what it opens is in front, with no help or palette left over it. False when
    /// no feature handles it.
    /// Selects the row titled `title` of the menu in front (Home, About), as a click would: how
    /// tapes and tests choose a menu's row whatever its position. The menu's titles, when it
    /// has none such; nil when no menu takes keys (an overlay, another screen).
    func selectRow(titled title: String) -> (selected: Bool, rows: [String])? {
        guard overlay == nil, let menu = session.activeScreen as? any MenuViewModel else { return nil }
        return (menu.selectRow(titled: title), menu.rowTitles)
    }

    @discardableResult func open(link: String) -> Bool {
        closeOverlay()
        return session.open(url: link)
    }

    func quit() {
        wantsQuit = true
    }

    /// Ctrl-Z: the run loop suspends the app (replay, with no terminal, does nothing).
    func requestSuspend() {
        wantsSuspend = true
    }

    /// Whether a suspend was asked for since the last call.
    func takeSuspendRequest() -> Bool {
        defer { wantsSuspend = false }
        return wantsSuspend
    }

    private var wantsSuspend = false

    /// Whether Ctrl-L asked for the whole screen to be drawn again since the last call
    /// (replay, with no terminal, has nothing to repaint).
    func takeRepaintRequest() -> Bool {
        defer { wantsRepaint = false }
        return wantsRepaint
    }

    private var wantsRepaint = false

    /// `y`: the link of what is selected goes to the clipboard; the terminal writes it.
    func copy(_ link: String) {
        pendingCopy = link
        show(status: FrameStrings.copied.text(["link": link]))
    }

    /// What was copied since the last call, for the terminal to write (replay has none).
    func takeCopy() -> String? {
        defer { pendingCopy = nil }
        return pendingCopy
    }

    private var pendingCopy: String?

    /// Stops the app because it cannot go on; `reason` is said once the terminal is back.
    func stop(because reason: String) {
        failure = reason
        wantsQuit = true
    }

    private func handle(_ key: Key, in overlay: Overlay) {
        if case .click(let x, let y) = key { return click(x: x, y: y, in: overlay) }
        let help = renderer.helpPanel
        switch overlay.handle(key, helpRows: help.lines.count, helpHeight: help.visibleRows, keyMap: keyMap) {
        case .stays(let next):
            self.overlay = next
        case .closed:
            self.overlay = nil
        case .open(let link):
            open(link: link)
        case .confirmForgetHistory(let palette):
            self.overlay = nil
            confirmForgetHistory(of: palette)
        case .quit:
            quit()
        }
    }

    private func handleClick(x: Int, y: Int) {
        if y == FrameLayout.tabBarRow {
            // An alert waits for its answer: tabs do not change under it.
            guard session.layers.last?.modal?.navigation.style != .alert else { return }
            if let index = session.tabBar(theme: theme).tab(at: x, width: layout.width) { session.selectTab(index) }
            return
        }
        let layers = session.layers
        let frames = layout.layerFrames(layers)
        guard let top = frames.last else { return }
        // A click outside the box in front closes it (handing nothing back), and goes no further.
        if let box = top.box, !box.contains(x: x, y: y) {
            layers.last?.coordinator.dismiss()
            return
        }
        if layers.count == 1 { return clickColumn(x: x, y: y, in: layers[0]) }
        // Only the top layer takes clicks.
        guard top.content.contains(x: x, y: y) else { return }
        activeView.click(x: x, y: y, area: top.content)
    }

    /// Brings screen state in line with the size (a list's scroll offset follows its
    /// selection). Part of update: run after events, before `render`.
    func layoutScreens(_ views: FrameViews = FrameViews()) {
        let layout = layout(views)
        guard !layout.isWrongSize else { return }
        let layers = session.layers
        let columns = layout.columns(of: layers[0])
        for column in columns {
            views.view(for: column.screen).layout(
                area: column.area, scrolling: StackColumns.scrolling(columns: columns.count))
        }
        for (layer, frame) in zip(layers, layout.layerFrames(layers)).dropFirst() {
            views.view(for: layer.top).layout(area: frame.content, scrolling: .row)
        }
    }

    // MARK: View

    /// Updates layout, then draws: what the run loop and replay show. The pictures the
    /// frame wants are asked for after it (they are made in the background, and a later
    /// frame draws them): drawing itself asks for nothing.
    package func nextFrame() -> Frame {
        // Each view made once for the whole update: layout, drawing, the footer and help.
        let views = FrameViews()
        layoutScreens(views)
        let frame = render(theme: theme, views: views)
        pictures?.ask(for: frame.canvas.wantedPictures)
        return frame
    }

    /// The whole frame for the current state and size; changes nothing.
    package func render() -> Frame { render(theme: theme) }

    /// The whole frame in another theme, the inspector included: replay's pictures.
    func render(theme: Theme, pictures: PictureStore? = nil, views: FrameViews = FrameViews()) -> Frame {
        let frame = renderer(theme: theme, pictures: pictures, views: views).render()
        return inspectorScroll == nil ? frame : withInspector(frame, theme: theme)
    }

    /// The footer's hints: the active view's table, then the app's.
    var footerHints: [String] { renderer.footerHints }

    /// The keys of this moment, as dispatch, the footer and help read them.
    var keyTable: [KeyBinding] { renderer.keyTable }

    var renderer: FrameRenderer { renderer(theme: theme) }

    /// A renderer of the current state in another theme: replay's pictures are drawn in
    /// colour while its text frames, which scripts check, are not.
    /// `pictures` replaces the app's own (replay's pictures draw portraits its text frames do not).
    func renderer(theme: Theme, pictures: PictureStore? = nil, views: FrameViews = FrameViews()) -> FrameRenderer {
        let layout = layout(views)
        let now = clock()
        // The key table as the frame shows it: its context has no status line to speak on.
        let context = ViewContext(theme: theme, area: layout.activeContent(session.layers), now: now, keyMap: keyMap)
        let keys = KeyTable(
            view: views.view(for: session.activeScreen), context: context, keyMap: keyMap, app: appBindings)
        return FrameRenderer(
            session: session, theme: theme, layout: layout, overlay: overlay, status: status, now: now, keys: keys,
            keyMap: keyMap, pictures: pictures ?? self.pictures
        )
    }

    var activeView: any ScreenView { ViewFactory.view(for: session.activeScreen) }

    /// The context of the layer in front (the one keys go to).
    var activeContext: ViewContext { activeContext(FrameViews()) }

    /// The context of the layer in front, reading the views an update made.
    func activeContext(_ views: FrameViews) -> ViewContext {
        ViewContext(
            theme: theme, area: layout(views).activeContent(session.layers), now: clock(),
            say: { [unowned self] in show(status: $0) }, keyMap: keyMap)
    }
}
