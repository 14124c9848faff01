/// `n` and `N`: the next or previous loaded row whose name holds the last search, as in
/// a pager (the search filters the list; once it is cleared, this finds its rows again).
extension PagedList {
    /// Selects the next (or, `forward` false, previous) row after the selection whose name
    /// holds `text` (ignoring case), wrapping around the loaded rows; false when none does.
    @discardableResult
    public func selectNextMatch(of text: String, name: (Item) -> String, forward: Bool) -> Bool {
        let count = items.count
        guard count > 0, !text.isEmpty else { return false }
        let needle = Needle(text)
        for step in 1...count {
            let row = ((selection.selected + (forward ? step : -step)) % count + count) % count
            if needle.isFound(in: name(items[row])) {
                select(row)
                return true
            }
        }
        return false
    }
}
