/// `n` and `N`: the next or previous row whose name holds the last search, as in a pager
/// (the search filters the list; once it is cleared, this finds its rows again).
extension PagedList {
    /// Selects the next (or, `forward` false, previous) row after the selection whose name
    /// holds `text` (ignoring case), wrapping around the whole result: rows not loaded yet
    /// are loaded first when they are at hand (a catalog), so `N` from the top finds the
    /// last match, not the last loaded one. From a server it wraps around the loaded rows.
    /// False when no row matches.
    @discardableResult
    public func selectNextMatch(of text: String, name: (Item) -> String, forward: Bool) -> Bool {
        guard !items.isEmpty, !text.isEmpty else { return false }
        let start = min(max(selection.selected, 0), items.count - 1)
        let needle = Needle(text)
        func matches(_ row: Int) -> Bool { needle.isFound(in: name(items[row])) }
        if forward {
            var row = start + 1
            while true {
                while row < items.count {
                    if matches(row) { return choose(row) }
                    row += 1
                }
                guard loadPageAtHand() else { break }
            }
            // Around to the top, the selected row last.
            return (0...start).first(where: matches).map(choose) ?? false
        }
        if let row = stride(from: start - 1, through: 0, by: -1).first(where: matches) { return choose(row) }
        while loadPageAtHand() {}
        // Around to the end, the selected row last.
        return stride(from: items.count - 1, through: start, by: -1).first(where: matches).map(choose) ?? false
    }

    private func choose(_ row: Int) -> Bool {
        select(row)
        return true
    }
}
