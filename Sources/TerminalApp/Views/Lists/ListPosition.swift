/// Where the selection is in the whole result ("12/826"), at the right of a list's header.
struct ListPosition {
    let selected: Int
    let total: Int

    private var text: String { total > 0 ? "\(selected + 1)/\(total) " : "" }

    /// The cells it takes with the gap before it (none when there is nothing to show).
    var width: Int { total > 0 ? TextWidth.of(text) + 2 : 0 }

    func draw(into canvas: inout Canvas, area: Rect, used: Int, theme: Theme) {
        guard total > 0 else { return }
        let width = TextWidth.of(text)
        guard area.width - width > used + 1 else { return }
        canvas.text(text, x: area.maxX - width, y: area.y, style: theme.muted)
    }
}
