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
    /// either side (brackets around the selected one when it is marked so).
    func pieces(width: Int) -> [Piece] {
        var pieces: [Piece] = []
        var x = 0
        for (index, title) in titles.enumerated() {
            let text = index == selected && bracketsSelected ? "[\(title)]" : " \(title) "
            let textWidth = TextWidth.of(text)
            guard x + textWidth <= width else { break }
            pieces.append(Piece(index: index, x: x, text: text))
            x += textWidth
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
