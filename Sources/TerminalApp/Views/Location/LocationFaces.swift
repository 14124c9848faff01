import Core

// The Location feature's face: its screens drawn by the shared record list and detail views (the
// list with the filter's badge and the `f` key); its Filter sheet is the shared form's.

extension LocationListViewModel: TerminalPresentable {
    var terminalView: any ScreenView {
        RecordListView(
            screen: self,
            columns: [
                ListColumn("Name", max: 36, min: 16) { $0.shownName },
                ListColumn("Type", max: 16) { $0.type },
                ListColumn("Dimension", max: 28) { $0.dimension },
            ],
            filters: filter.activeCount,
            keys: [KeyBinding([.character("f")], "f", "filter", named: .filter) { self.didTapFilter() }])
    }
}

extension LocationDetailViewModel: TerminalPresentable {
    var terminalView: any ScreenView { LinkedDetailView(screen: self) }
}
