import Core

struct CharacterDetailView: ScreenView {
    let viewModel: CharacterDetailViewModel

    func bindings(_ context: ViewContext) -> [KeyBinding] {
        if case .failed = viewModel.phase {
            return [KeyBinding([.character("r")], "r", "retry") { viewModel.didTapRetry() }]
        }
        return [
            KeyBinding([.character("r")], "r", "refresh") { viewModel.didTapRefresh() },
            KeyBinding([.enter], "enter", "done") { viewModel.didTapBack() },
        ]
    }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        let theme = context.theme
        let inner = area.inset(by: 1)
        switch viewModel.phase {
        case .loading:
            canvas.text("\(context.spinner) Loading character #\(viewModel.identifier)\(theme.ellipsis)", x: inner.x, y: inner.y)
        case .failed(let message):
            var y = inner.y
            for line in TextLayout.wrap("Couldn't load character #\(viewModel.identifier): \(message)", width: inner.width).prefix(3) {
                canvas.text(line, x: inner.x, y: y, style: theme.error)
                y += 1
            }
            canvas.text("Press r to retry, Esc to go back.", x: inner.x, y: y + 1, maxWidth: inner.width, style: .bold)
        case .loaded(let character):
            draw(character, into: &canvas, area: inner, theme: theme)
        }
        return nil
    }

    private func draw(_ character: CharacterModel, into canvas: inout Canvas, area: Rect, theme: Theme) {
        canvas.text(character.name, x: area.x, y: area.y, maxWidth: area.width, style: theme.title)
        let (marker, markerStyle) = theme.statusMarker(character.status)
        var fields: [(String, String)] = [("Status:", character.status), ("Species:", character.species)]
        if !character.type.isEmpty { fields.append(("Type:", character.type)) }
        fields += [
            ("Gender:", character.gender),
            ("Origin:", character.origin.name),
            ("Location:", character.location.name),
            ("Episodes:", String(character.episodeCount)),
            ("Created:", Self.day(of: character.created)),
            ("ID:", String(character.id)),
        ]
        for (index, field) in fields.enumerated() where index + 2 < area.height {
            let y = area.y + 2 + index
            canvas.text(field.0, x: area.x, y: y, style: .bold)
            var x = area.x + 11
            if index == 0 {
                canvas.text(marker, x: x, y: y, style: markerStyle)
                x += 2
            }
            canvas.text(field.1, x: x, y: y, maxWidth: area.maxX - x)
        }
    }

    /// "2017-11-04T18:48:46.250Z" shows as its day; anything else as it is.
    static func day(of created: String) -> String {
        let prefix = created.prefix(10)
        let isDay = prefix.count == 10 && prefix.enumerated().allSatisfy { index, character in
            index == 4 || index == 7 ? character == "-" : character.isASCII && character.isNumber
        }
        return isDay ? String(prefix) : created
    }
}

extension CharacterDetailViewModel: TerminalPresentable {
    var terminalView: any ScreenView { CharacterDetailView(viewModel: self) }
}
