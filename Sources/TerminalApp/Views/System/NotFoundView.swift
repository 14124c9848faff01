import Core

struct NotFoundView: ScreenView {
    let viewModel: NotFoundViewModel

    func bindings(_ context: ViewContext) -> [KeyBinding] {
        // Offered beside Back while there is room: the page says Enter goes back.
        [KeyBinding([.enter], "enter", "go back", priority: .low) { viewModel.didTapBack() }]
    }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        let inner = area.inset(by: 1)
        canvas.text("Not Found", x: inner.x, y: inner.y, style: context.theme.error)
        var y = inner.y + 2
        let reason = viewModel.reason ?? "No feature of this app answers that destination."
        for line in TextLayout.wrap(Sanitizer.clean(reason), width: inner.width) {
            canvas.text(line, x: inner.x, y: y)
            y += 1
        }
        if let asked = viewModel.asked {
            y += 1
            canvas.text("Asked for: " + Sanitizer.clean(asked), x: inner.x, y: y, maxWidth: inner.width, style: .bold)
            y += 1
        }
        if let url = viewModel.url {
            y += 1
            canvas.text("Link:", x: inner.x, y: y, style: .bold)
            for line in wrapAnywhere(UntrustedText.shown(url, limit: 300), width: inner.width - 6).prefix(4) {
                canvas.text(line, x: inner.x + 6, y: y)
                y += 1
            }
        }
        canvas.text(
            "Press Enter or \(context.key(.back)) to go back.", x: inner.x, y: y + 1, maxWidth: inner.width,
            style: context.theme.muted)
        return nil
    }

    /// URLs have no spaces to wrap at: cut them by cells.
    private func wrapAnywhere(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for character in Sanitizer.clean(text) {
            if TextWidth.of(line) + TextWidth.of(character) > width {
                lines.append(line)
                line = ""
            }
            line.append(character)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension NotFoundViewModel: TerminalPresentable {
    var terminalView: any ScreenView { NotFoundView(viewModel: self) }
}
