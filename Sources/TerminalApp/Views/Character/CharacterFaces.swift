import Core

// The Character feature's face: its list and detail drawn by the shared record views (the
// list with each row's status marker in its theme role, the filter's badge and the `f` key);
// its Filter sheet is the shared form's.

extension CharacterListViewModel: TerminalPresentable {
    var terminalView: any ScreenView {
        RecordListView(
            screen: self,
            columns: [
                ListColumn("Name", max: 40, min: 20) { $0.shownName },
                ListColumn("Species", max: 22) { $0.species },
                ListColumn("Status", max: 8, kept: true) { $0.status },
            ],
            marker: { Self.statusMarker($0.status) }, filters: filter.activeCount,
            keys: [KeyBinding([.character("f")], "f", "filter", named: .filter) { self.didTapFilter() }])
    }
}

extension CharacterDetailViewModel: TerminalPresentable {
    var terminalView: any ScreenView { LinkedDetailView(screen: self) }
}

extension CharacterListViewModel {
    /// A status's glyph: distinct per status, so it reads without colour too.
    static func statusMarker(_ status: String) -> ListMarker {
        let role = CharacterStatusRoles.role(of: status)
        return switch role {
        case "alive": ListMarker(glyph: "●", asciiGlyph: "*", role: role)
        case "dead": ListMarker(glyph: "✗", asciiGlyph: "x", role: role)
        default: ListMarker(glyph: "?", asciiGlyph: "?", role: role)
        }
    }
}
