import Core

/// Finds the terminal face of a screen: each feature's face folder registers its own by
/// making its ViewModels `TerminalPresentable`.
enum ViewFactory {
    static func view(for screen: any ScreenViewModelContract) -> any ScreenView {
        (screen as? any TerminalPresentable)?.terminalView ?? PlaceholderView(title: screen.title)
    }
}
