import Core

struct NotFoundView: ScreenView {
    let viewModel: NotFoundViewModel

    func bindings(_ context: ViewContext) -> [KeyBinding] {
        // Offered beside Back while there is room: the page says Enter goes back.
        [KeyBinding([.enter], "enter", SystemStrings.goBack.text, priority: .low) { viewModel.didTapBack() }]
    }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        let inner = area.inset(by: 1)
        canvas.text(SystemStrings.notFound.text, x: inner.x, y: inner.y, style: context.theme.error)
        var y = inner.y + 2
        let reason = viewModel.reason ?? SystemStrings.noFeature.text
        for line in TextLayout.wrap(Sanitizer.clean(reason), width: inner.width) {
            canvas.text(line, x: inner.x, y: y)
            y += 1
        }
        if let asked = viewModel.asked {
            y += 1
            canvas.text(
                SystemStrings.askedFor.text + Sanitizer.clean(asked), x: inner.x, y: y, maxWidth: inner.width,
                style: .bold)
            y += 1
        }
        if let url = viewModel.url {
            y += 1
            let label = SystemStrings.link.text
            let indent = TextWidth.of(label) + 1
            canvas.text(label, x: inner.x, y: y, style: .bold)
            for line in wrapAnywhere(UntrustedText.shown(url, limit: 300), width: inner.width - indent).prefix(4) {
                canvas.text(line, x: inner.x + indent, y: y)
                y += 1
            }
        }
        canvas.text(
            SystemStrings.pressToGoBack.text(["back": context.key(.back)]), x: inner.x, y: y + 1, maxWidth: inner.width,
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
