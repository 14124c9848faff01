import Core

// The Episode feature's face: its screens drawn by the shared record list and detail views (the
// list with the filter's badge and the `f` key); its Filter sheet is the shared form's.

extension EpisodeListViewModel: TerminalPresentable {
    var terminalView: any ScreenView {
        RecordListView(
            screen: self,
            columns: [
                ListColumn("Code", max: 6) { $0.code },
                ListColumn("Name", max: 40, min: 16) { $0.shownName },
                ListColumn("Air date", max: 18) { $0.airDate },
            ],
            filters: filter.activeCount,
            keys: [KeyBinding([.character("f")], "f", "filter", named: .filter) { self.didTapFilter() }])
    }
}

extension EpisodeDetailViewModel: TerminalPresentable {
    var terminalView: any ScreenView { LinkedDetailView(screen: self) }
}
