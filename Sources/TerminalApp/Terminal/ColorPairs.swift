@preconcurrency import CNcurses

/// The colour pairs ncurses draws cells with, made as styles need them. Pictures bring
/// hundreds of pairs each: when they run out, every pair is given back and the whole screen
/// drawn again with new ones (once: a frame that alone needs more keeps the rest uncoloured).
struct ColorPairs {
    let usesColor: Bool
    private var pairs: [Key: Int16] = [:]
    /// A pair could not be made in the frame being drawn.
    private var ranOut = false
    /// A terminal with too few pairs for one frame is not redrawn twice every frame.
    private var recycles = true

    private struct Key: Hashable {
        let foreground: Int16
        let background: Int16
    }

    init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// Whether the frame just drawn must be drawn again, whole, with pairs made anew (`again`:
    /// it already was).
    mutating func frameEnded(again: Bool) -> Bool {
        guard ranOut else { return false }
        ranOut = false
        if again { recycles = false }
        guard !again, recycles else { return false }
        pairs = [:]
        return true
    }

    /// ncurses's attributes and colour pair for a style.
    mutating func attributes(for style: Style) -> (attr_t, Int16) {
        let style = usesColor ? style.fitted(toColors: Int(COLORS)) : style
        var attributes = attr_t(0)
        if style.bold { attributes |= shim_a_bold() }
        if style.dim { attributes |= shim_a_dim() }
        if style.reverse { attributes |= shim_a_reverse() }
        if style.underline { attributes |= shim_a_underline() }
        guard usesColor, style.foreground != nil || style.background != nil else { return (attributes, 0) }
        let key = Key(
            foreground: Int16(style.foreground?.index ?? -1),
            background: Int16(style.background?.index ?? -1)
        )
        if let pair = pairs[key] { return (attributes, pair) }
        // Pairs are shorts here: past 32767 (or the terminal's own bound) there are no more.
        guard pairs.count + 1 < min(Int(COLOR_PAIRS), Int(Int16.max)),
            init_pair(Int16(pairs.count + 1), key.foreground, key.background) == OK
        else {
            ranOut = true
            return (attributes, 0)
        }
        let pair = Int16(pairs.count + 1)
        pairs[key] = pair
        return (attributes, pair)
    }
}
