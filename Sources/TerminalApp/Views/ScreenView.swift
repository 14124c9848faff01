import Core

/// What a screen looks like and which keys it takes. Views are rebuilt from their
/// ViewModel for every frame; state lives in the ViewModel, never here.
protocol ScreenView {
    /// The key table for this moment: dispatch, footer and help all read it.
    func bindings(_ context: ViewContext) -> [KeyBinding]
    /// Where printable keys go while a text field has focus; nil when none has.
    var textInput: ((String) -> Void)? { get }
    /// Whether a move can give one of its text fields focus (a form): a quit key typed
    /// behind a move may then be text.
    var hasTextFields: Bool { get }
    /// Brings the screen's state in line with `area` (a list's offset follows its
    /// selection, by `scrolling` when it leaves the rows shown). Part of update, called
    /// before drawing; drawing never changes state.
    func layout(area: Rect, scrolling: ScrollStep)
    /// Draws into `area`; returns where the text cursor belongs, if a field has focus.
    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)?
    /// A left click inside `area`.
    func click(x: Int, y: Int, area: Rect)
    /// A left click inside `area`; `opens` is false where it may only select (a column that
    /// did not have focus): a first click chooses, the next one opens. Row screens
    /// (`RowClickable`) implement this one; others take every click as `click(x:y:area:)`.
    /// Returns whether the click selected another row (a column's choice changed).
    @discardableResult func click(x: Int, y: Int, area: Rect, opens: Bool) -> Bool
    /// The narrowest width at which the screen still reads (a list its names, a detail its
    /// labels and values); a column is never narrower.
    var minimumWidth: Int { get }
    /// What a click does here, for help ("select a row, again to open"); nil when nothing.
    var clickAction: String? { get }
    /// The cells its content takes, for a sheet sized to it on a large terminal; nil: as
    /// much as the sheet is given.
    var contentSize: (width: Int, height: Int)? { get }
}

extension ScreenView {
    var textInput: ((String) -> Void)? { nil }
    var hasTextFields: Bool { textInput != nil }
    func layout(area: Rect, scrolling: ScrollStep) {}
    func click(x: Int, y: Int, area: Rect) {}
    @discardableResult func click(x: Int, y: Int, area: Rect, opens: Bool) -> Bool {
        if opens { click(x: x, y: y, area: area) }
        return false
    }
    var clickAction: String? { nil }
    var contentSize: (width: Int, height: Int)? { nil }
    var minimumWidth: Int { ScreenWidth.minimum }
}
