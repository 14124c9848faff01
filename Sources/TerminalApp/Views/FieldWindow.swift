import Core

/// What of a text field fits `width` cells, and the cursor's column in it: the whole
/// text when it fits; otherwise a window that keeps the cursor in view.
enum FieldWindow {
    static func layout(_ field: TextField, width: Int) -> (shown: String, cursor: Int) {
        guard width > 0 else { return ("", 0) }
        let before = String(field.beforeCursor)
        let beforeWidth = TextWidth.of(before)
        if TextWidth.of(field.text) <= width { return (field.text, beforeWidth) }
        // Keep the cursor in the last column at most; fill what is left after it.
        let head = TextWidth.suffix(before, fitting: width - 1)
        let headWidth = TextWidth.of(head)
        let after = String(field.afterCursor)
        let tail = TextWidth.truncate(after, to: width - headWidth, ellipsis: "")
        return (head + tail, headWidth)
    }
}
