import Core

// The Character feature's face: its list's columns, with each row's status marker in its theme
// role; its list, detail and Filter sheet are drawn by the shared views.

extension CharacterKind: RecordListFace {
    static var columns: [ListColumn<CharacterModel>] {
        [
            ListColumn(CharacterStrings.name.text, max: 40, min: 20) { $0.shownName },
            ListColumn(CharacterStrings.species.text, max: 22) { $0.species },
            // As wide as the longest status in the language shown (English's fit in 8).
            ListColumn(CharacterStrings.status.text, max: statusWidth, kept: true) {
                CharacterStrings.shown($0.status)
            },
        ]
    }

    private static var statusWidth: Int {
        max(8, ["Alive", "Dead", "unknown"].map { TextWidth.of(CharacterStrings.shown($0)) }.max() ?? 0)
    }

    static var marker: ((CharacterModel) -> ListMarker)? { { statusMarker($0.status) } }

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
