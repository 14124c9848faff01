/// The keys of this moment, built once per update: the view in front's own (as the config
/// binds them, first), then the app's. Dispatch, the footer and help read the same table.
struct KeyTable {
    /// The view in front, whose keys these are.
    let view: any ScreenView
    /// Every key, as dispatch matches them (typed keys go to a text field first).
    let bindings: [KeyBinding]
    /// How many of `bindings` are the view's own.
    let ownCount: Int

    init(view: any ScreenView, context: ViewContext, keyMap: KeyMap, app: [KeyBinding]) {
        self.view = view
        (bindings, ownCount) = KeyBinding.effective(
            view: keyMap.apply(view.bindings(context)), app: app, typing: view.textInput != nil)
    }
}
