import Core

/// Every content feature's detail is drawn by the shared linked-record view.
extension RecordDetailViewModel: TerminalPresentable {
    var terminalView: any ScreenView { LinkedDetailView(screen: self) }
}
