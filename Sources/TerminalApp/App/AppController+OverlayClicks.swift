import Core

/// Clicks while help or the palette is open: outside its box one closes it; on a palette
/// row, one selects and a second opens, as on every list.
extension AppController {
    func click(x: Int, y: Int, in overlay: Overlay) {
        switch overlay {
        case .help:
            if !renderer.helpPanel.box.contains(x: x, y: y) { closeOverlay() }
        case .palette(let palette):
            let body = layout.body
            guard PaletteView.box(in: body, rows: palette.rows.count).contains(x: x, y: y) else {
                return closeOverlay()
            }
            guard let row = PaletteView.row(atY: y, in: body, palette: palette) else { return }
            RowClick.handle(
                row: row, selected: palette.selected, select: { palette.moveSelection(by: $0 - palette.selected) }
            ) {
                if let link = palette.choose() { open(link: link) }
            }
        }
    }
}
