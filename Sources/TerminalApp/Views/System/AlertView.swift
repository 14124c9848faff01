import Core

/// The alert's box: the question's sentence and its two answers. Enter (or y) confirms;
/// Back (or n) cancels.
struct AlertView: ScreenView {
    let viewModel: AlertViewModel

    func bindings(_ context: ViewContext) -> [KeyBinding] {
        [
            KeyBinding([.enter, .character("y")], "enter/y", viewModel.question.confirmTitle.lowercased()) {
                viewModel.didConfirm()
            },
            // Every Back key cancels, as it closes any modal.
            KeyBinding(
                KeyBinding.backKeys + [.character("n")], KeyBinding.label(of: KeyBinding.backKeys + [.character("n")]),
                SystemStrings.cancel.text,
                footer: .custom("esc/n " + SystemStrings.cancel.text)
            ) { viewModel.didCancel() },
        ]
    }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        let inner = Rect(x: area.x + 1, y: area.y, width: max(area.width - 2, 0), height: area.height)
        var y = inner.y + 1
        // The answers keep the last row; the message takes what is between.
        for line in TextLayout.wrap(viewModel.question.message, width: inner.width).prefix(max(inner.height - 3, 0)) {
            canvas.text(line, x: inner.x, y: y, maxWidth: inner.width)
            y += 1
        }
        // Both answers always show: the long form where it fits, else the short one.
        let confirm = viewModel.question.confirmTitle
        let cancel = SystemStrings.cancelTitle.text
        let long = "[ enter: \(confirm) ]   [ esc: \(cancel) ]"
        let answers = TextWidth.of(long) <= inner.width ? long : "enter \(confirm) · esc \(cancel)"
        canvas.text(context.theme.chrome(answers), x: inner.x, y: inner.maxY - 1, maxWidth: inner.width, style: .bold)
        return nil
    }

    func click(x: Int, y: Int, area: Rect) {}
}

extension AlertViewModel: TerminalPresentable {
    var terminalView: any ScreenView { AlertView(viewModel: self) }
}
