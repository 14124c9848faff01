import Core

/// What a content feature's list shows of its records: its columns, and a marker before each
/// row's name when it has one. A feature's face folder declares it on the feature's kind; the
/// shared list view draws it, with the Filter's badge and its `f` key.
protocol RecordListFace: RecordKind {
    static var columns: [ListColumn<Record>] { get }
    /// The glyph, in its feature's colour, a row shows before its name (a status); nil for none.
    static var marker: ((Record) -> ListMarker)? { get }
}

extension RecordListFace {
    static var marker: ((Record) -> ListMarker)? { nil }
}

extension RecordListViewModel: TerminalPresentable where Kind: RecordListFace {
    var terminalView: any ScreenView {
        // Read once a view, not once a row: a kind's host is a copy of all its names.
        let host = Kind.host
        return RecordListView(
            screen: self, columns: Kind.columns, marker: Kind.marker, filters: filter.activeCount,
            keys: [
                KeyBinding([.character("f")], "f", FilterStrings.filterKey.text, named: .filter) { self.didTapFilter() }
            ],
            link: { DeepLink.detailLink(host: host, id: $0.id) })
    }
}
