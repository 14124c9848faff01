/// The footer's hints on one line. When they do not fit, whole hints give way, the least
/// important first (a key without its word says little; help lists them all); only then do
/// the `always` ones (back, go to, help, quit) shorten to their keys. The pinned hints
/// (forward, help, quit) sit at the right end.
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
        let yielding = all.indices.sorted { rank($0) < rank($1) }
        let widths = Widths(all)
        var short = Set<Int>()
        var dropped = Set<Int>()
        func fits() -> Bool { widths.used(short: short, dropped: dropped) <= width - 2 }
        for index in yielding where !fits() && index < hints.count && all[index].priority < .always {
            dropped.insert(index)
        }
        for index in yielding where !fits() && !all[index].action.isEmpty {
            short.insert(index)
        }
        // Shortening one at a time can free more than was needed: labels that fit again come back.
        for index in yielding.reversed() where short.contains(index) {
            short.remove(index)
            if !fits() { short.insert(index) }
        }
        var pieces: [(x: Int, text: String)] = []
        var x = 1
        for (index, hint) in hints.enumerated() where !dropped.contains(index) {
            pieces.append((x, hint.text(short: short.contains(index))))
            x += widths.of(index, short: short.contains(index)) + Self.gap
        }
        let pinnedIndices = pinned.indices.map { hints.count + $0 }
        let pinnedWidth =
            pinnedIndices.map { widths.of($0, short: short.contains($0)) }.reduce(0, +)
            + Self.gap * max(pinnedIndices.count - 1, 0)
        var pinnedAt = max(width - 1 - pinnedWidth, x)
        for index in pinnedIndices {
            pieces.append((pinnedAt, all[index].text(short: short.contains(index))))
            pinnedAt += widths.of(index, short: short.contains(index)) + Self.gap
        }
        return pieces
    }

    /// Each hint's width long and short, measured once per line: fitting asks for them
    /// once per hint that gives way.
    private struct Widths {
        let long: [Int]
        let short: [Int]

        init(_ hints: [FooterHint]) {
            long = hints.map { TextWidth.of($0.text(short: false)) }
            short = hints.map { TextWidth.of($0.text(short: true)) }
        }

        func of(_ index: Int, short shortened: Bool) -> Int { shortened ? short[index] : long[index] }

        /// The cells the line takes between its margins.
        func used(short shortened: Set<Int>, dropped: Set<Int>) -> Int {
            var total = 0
            var count = 0
            for index in long.indices where !dropped.contains(index) {
                total += of(index, short: shortened.contains(index))
                count += 1
            }
            return total + FooterLine.gap * max(count - 1, 0)
        }
    }
}
