import Core

// A character's detail: its fields, places and episodes, drawn by the shared detail view.

extension CharacterDetailViewModel: TerminalPresentable {
    var terminalView: any ScreenView { LinkedDetailView(screen: self) }
}
