/// A screen with no terminal face yet: says so instead of drawing nothing.
struct PlaceholderView: ScreenView {
    let title: String

    func bindings(_ context: ViewContext) -> [KeyBinding] { [] }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        canvas.text("\(title) has no terminal view.", x: area.x + 1, y: area.y + 1, maxWidth: area.width - 2)
        return nil
    }
}
