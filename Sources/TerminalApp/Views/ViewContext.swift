import Core

/// What views draw with.
struct ViewContext {
    let theme: Theme
    /// The content area the view has (PgUp/PgDn move by what fits in it).
    let area: Rect
    /// The scheduler's clock, for spinners.
    let now: Duration
    /// Says something on the status line (a key that found nothing to do); drawing ignores it.
    var say: (String) -> Void = { _ in }
    /// The keys as the config binds them, for text that names one ("Press r to retry.").
    var keyMap = KeyMap.standard
    /// Whether the view is the one keys go to; false in a column left of it.
    var isFocused = true
    /// Records' pictures as cells; nil: no room is kept for pictures.
    var pictures: PictureStore?
    /// The mark a feature of this run puts on a row, by the row's record's link (a star).
    var rowMark: (String) -> RowMark? = { _ in nil }

    var spinner: String { theme.spinner(at: now) }

    /// The first key of an action as a sentence names it: "r", "^S", "Esc", "Enter".
    func key(_ action: KeyAction) -> String {
        let label = keyMap.keys(for: action).first { !$0.label.isEmpty }?.label ?? ""
        guard label.count > 1, label.allSatisfy({ $0.isLowercase }) else { return label }
        return label.prefix(1).uppercased() + label.dropFirst()
    }
}
