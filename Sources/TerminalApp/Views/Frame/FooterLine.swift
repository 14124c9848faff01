/// The footer's hints on one line. A hint is shown whole or not at all (a key without its
/// word says little; help lists them all). When they do not fit, the least important give
/// way, the `always` ones (back, go to, help, quit) last of all; one too long for the room
/// left gives way to shorter ones. The pinned hints (forward, help, quit) sit at the right end.
nonisolated struct FooterLine {
    let hints: [FooterHint]
    let pinned: [FooterHint]

    static let gap = 2

    func pieces(width: Int) -> [(x: Int, text: String)] {
        let all = hints + pinned
        // Every hint's place in the order it gives way: lowest priority first; at one priority
        // the left part's latest first, then the right end's from its left, so "q quit" goes last.
        func rank(_ index: Int) -> (FooterHint.Priority, Int, Int) {
            index < hints.count ? (all[index].priority, 0, -index) : (all[index].priority, 1, index)
        }
        let widths = all.map { TextWidth.of($0.text) }
        // The most important first, each kept if it fits whole beside those kept before it:
        // a long one that gives way leaves its room to shorter, less important ones.
        var kept = Set<Int>()
        var used = 0
        for index in all.indices.sorted(by: { rank($0) > rank($1) }) {
            let needed = widths[index] + (kept.isEmpty ? 0 : Self.gap)
            if used + needed <= width - 2 {
                kept.insert(index)
                used += needed
            }
        }
        var pieces: [(x: Int, text: String)] = []
        var x = 1
        for index in hints.indices where kept.contains(index) {
            pieces.append((x, all[index].text))
            x += widths[index] + Self.gap
        }
        let pinnedShown = pinned.indices.map { hints.count + $0 }.filter { kept.contains($0) }
        let pinnedWidth = pinnedShown.map { widths[$0] }.reduce(0, +) + Self.gap * max(pinnedShown.count - 1, 0)
        var pinnedAt = max(width - 1 - pinnedWidth, x)
        for index in pinnedShown {
            pieces.append((pinnedAt, all[index].text))
            pinnedAt += widths[index] + Self.gap
        }
        return pieces
    }
}
