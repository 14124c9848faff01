import Core

// The Episode feature's face: its screens drawn by the shared record list and detail views.

extension EpisodeListViewModel: TerminalPresentable {
    var terminalView: any ScreenView {
        RecordListView(
            screen: self,
            columns: [
                ListColumn("Code", max: 6) { $0.code },
                ListColumn("Name", max: 40, min: 16) { $0.shownName },
                ListColumn("Air date", max: 18) { $0.airDate },
            ])
    }
}

extension EpisodeDetailViewModel: TerminalPresentable {
    var terminalView: any ScreenView { LinkedDetailView(screen: self) }
}
