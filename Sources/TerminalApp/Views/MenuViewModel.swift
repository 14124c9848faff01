/// A screen that is a short menu (Home, About): one key table serves both.
protocol MenuViewModel: AnyObject {
    var itemCount: Int { get }
    /// Each row's title, in order: what a tape's `Select "About"` looks for.
    var rowTitles: [String] { get }
    func didMoveSelection(by delta: Int)
    func didMoveSelection(to row: Int)
    func didSelect()
}

extension KeyBinding {
    /// Movement over a menu, and Enter doing `action`.
    static func menu(_ viewModel: any MenuViewModel, context: ViewContext, action: String) -> [KeyBinding] {
        listMovement(
            pageSize: max(context.area.height - 1, 1),
            move: { viewModel.didMoveSelection(by: $0) },
            moveTo: { viewModel.didMoveSelection(to: $0 == .top ? 0 : viewModel.itemCount - 1) }
        ) + [KeyBinding([.enter], "enter", action, named: .open) { viewModel.didSelect() }]
    }
}

extension MenuViewModel {
    /// Selects the row titled `title`, as a click on it would; false when no row is.
    func selectRow(titled title: String) -> Bool {
        guard let row = rowTitles.firstIndex(of: title) else { return false }
        didMoveSelection(to: row)
        return true
    }
}
