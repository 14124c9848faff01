extension Rect {
    /// The same rectangle, `width` wide (a list row takes clicks past its columns).
    func widened(to width: Int) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }
}
