import Core

/// The tab bar's arithmetic: where each tab's label sits on the first line. Drawing and
/// clicks read the same pieces, so a click lands on the tab it shows.
struct TabBar {
    let titles: [String]
    let selected: Int
    /// Without reverse video to tell it (`--ascii`, NO_COLOR), the tab in front is in `[ ]`.
    let bracketsSelected: Bool

    struct Piece {
        let index: Int
        let x: Int
        let text: String
        var width: Int { TextWidth.of(text) }
    }

    /// The tabs that fit in `width`, left to right; each label is its title with a cell on
    /// either side (brackets around the selected one when it is marked so). When they do not
    /// all fit, the first shown is the earliest that leaves room for the selected one, so the
    /// tab in front is always on the bar (Spanish's longer titles leave out the last at 40 columns).
    func pieces(width: Int) -> [Piece] {
        let texts = titles.indices.map { index in
            index == selected && bracketsSelected ? "[\(titles[index])]" : " \(titles[index]) "
        }
        let widths = texts.map(TextWidth.of)
        var first = 0
        if titles.indices.contains(selected) {
            while first < selected, widths[first...selected].reduce(0, +) > width { first += 1 }
        }
        var pieces: [Piece] = []
        var x = 0
        for index in texts.indices.dropFirst(first) {
            guard x + widths[index] <= width else { break }
            pieces.append(Piece(index: index, x: x, text: texts[index]))
            x += widths[index]
        }
        return pieces
    }

    /// The tab under column `x` of the bar, if any.
    func tab(at x: Int, width: Int) -> Int? {
        pieces(width: width).first { x >= $0.x && x < $0.x + $0.width }?.index
    }
}

extension AppSession {
    /// The tab bar of this moment.
    func tabBar(theme: Theme) -> TabBar {
        TabBar(
            titles: tabs.tabs.map(\.title), selected: tabs.selectedIndex,
            bracketsSelected: theme.ascii || !theme.usesColor)
    }
}
