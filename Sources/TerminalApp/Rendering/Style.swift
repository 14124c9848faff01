/// How a cell looks. Colours are optional so NO_COLOR can drop them and keep the rest.
nonisolated struct Style: Hashable, Sendable {
    var foreground: Color?
    var background: Color?
    var bold = false
    var dim = false
    var reverse = false
    var underline = false

    static let plain = Style()
    static let bold = Style(bold: true)
    static let dim = Style(dim: true)
    static let reverse = Style(reverse: true)

    static func color(_ color: Color, bold: Bool = false) -> Style {
        Style(foreground: color, bold: bold)
    }

    /// The same style without colours (NO_COLOR).
    var withoutColor: Style {
        var copy = self
        copy.foreground = nil
        copy.background = nil
        return copy
    }
}

nonisolated extension Style {
    /// The style on a terminal of `count` colours: each colour approximated; a grey the
    /// terminal cannot show takes its own colour, and a mid grey (faint text) is dim instead.
    func fitted(toColors count: Int) -> Style {
        var copy = self
        copy.foreground = foreground.flatMap { $0.approximated(to: count) }
        copy.background = background.flatMap { $0.approximated(to: count) }
        if let foreground, copy.foreground == nil, foreground.isMidGrey { copy.dim = true }
        return copy
    }

    func with(bold: Bool) -> Style {
        var copy = self
        copy.bold = bold
        return copy
    }
}
