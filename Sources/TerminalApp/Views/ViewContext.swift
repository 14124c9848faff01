/// What views draw with.
struct ViewContext {
    let theme: Theme
    /// The content area the view has (PgUp/PgDn move by what fits in it).
    let area: Rect
    /// The scheduler's clock, for spinners.
    let now: Duration
    /// Says something on the status line (a key that found nothing to do); drawing ignores it.
    var say: (String) -> Void = { _ in }

    var spinner: String { theme.spinner(at: now) }
}
