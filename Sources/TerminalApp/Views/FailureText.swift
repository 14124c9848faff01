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
