/// `n` and `N`: the next or previous row the last search finds, as in a pager (the search
/// filters the list; once it is cleared, this finds its rows again).
extension PagedList {
    /// Selects the next (or, `forward` false, previous) row after the selection whose searched
    /// text (`searched`: its name, an episode's code too) holds `text` (ignoring case), wrapping around the whole result: pages at hand (a
    /// catalog) are all looked through, so `N` from the top finds the last match. From a
    /// server only the pages that came are: rows not loaded are passed over, never asked for.
    /// False when no row matches.
    @discardableResult
    public func selectNextMatch(of text: String, in searched: (Item) -> String, forward: Bool) -> Bool {
        guard rows.count > 0, !text.isEmpty else { return false }
        loadPagesAtHand()
        let needle = Needle(text)
        let start = min(max(selection.selected, 0), rows.count - 1)
        guard let row = rows.nextRow(after: start, forward: forward, where: { needle.isFound(in: searched($0)) })
        else { return false }
        select(row)
        return true
    }
}
