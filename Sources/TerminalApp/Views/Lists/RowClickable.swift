/// A screen whose rows a click selects and a second click opens (lists, details, menus). It
/// implements `click(x:y:area:opens:)`, which tells a click that may open from one that may
/// only select (in a column without focus); a plain click is one that may open.
protocol RowClickable: ScreenView {}

extension RowClickable {
    func click(x: Int, y: Int, area: Rect) { _ = click(x: x, y: y, area: area, opens: true) }
}
