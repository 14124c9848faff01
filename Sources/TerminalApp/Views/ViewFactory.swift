import Core

/// The terminal face of each screen. The one place in TerminalApp that names
/// every feature's ViewModel, as the app layer may.
enum ViewFactory {
    static func view(for screen: any ScreenViewModelContract) -> any ScreenView {
        switch screen {
        case let viewModel as HomeViewModel: HomeView(viewModel: viewModel)
        case let viewModel as AboutViewModel: AboutView(viewModel: viewModel)
        case let viewModel as CharacterListViewModel: CharacterListView(viewModel: viewModel)
        case let viewModel as CharacterDetailViewModel: CharacterDetailView(viewModel: viewModel)
        case let viewModel as CharacterFilterViewModel: CharacterFilterView(viewModel: viewModel)
        case let viewModel as NotFoundViewModel: NotFoundView(viewModel: viewModel)
        default: PlaceholderView(title: screen.title)
        }
    }
}

/// A screen with no terminal face yet: says so instead of drawing nothing.
struct PlaceholderView: ScreenView {
    let title: String

    func bindings(_ context: ViewContext) -> [KeyBinding] { [] }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        canvas.text("\(title) has no terminal view.", x: area.x + 1, y: area.y + 1, maxWidth: area.width - 2)
        return nil
    }
}
