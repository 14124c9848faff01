/// A failure where content would be: what failed and why, wrapped at words (the last line
/// that fits cut with the ellipsis when there is more), then what to do.
struct FailureText {
    /// What failed; nil when the message says it all ("There is no character #99999.").
    let what: String?
    let message: String
    let hint: String?

    func draw(into canvas: inout Canvas, area: Rect, theme: Theme) {
        let text = FailureText.firstLine(what.map { "\($0): \(message)" } ?? message)
        let width = area.width - 2
        // Room for the hint and the blank line before it; a cut number read as another ("#999…").
        let room = max(area.height - (hint == nil ? 2 : 4), 1)
        var lines = TextLayout.wrap(text, width: width)
        if lines.count > room {
            let rest = lines[(room - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(room - 1)) + [TextLayout.cut(rest, width: width, ellipsis: theme.ellipsis)]
        }
        for (offset, line) in lines.enumerated() {
            canvas.text(line, x: area.x + 1, y: area.y + 1 + offset, maxWidth: width, style: theme.error)
        }
        if let hint {
            canvas.text(hint, x: area.x + 1, y: area.y + 2 + lines.count, maxWidth: width, style: .bold)
        }
    }

    /// What a screen shows of a message: its first line (the log has the rest).
    static func firstLine(_ message: String) -> String {
        String(message.split(whereSeparator: \.isNewline).first ?? "")
    }
}
