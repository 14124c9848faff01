public protocol LocationListNavigatorContract {
    func openDetail(identifier: Int)
    /// Asks before every remembered search is forgotten; `forget` runs only when confirmed.
    func confirmForgetRecentSearches(count: Int, then forget: @escaping () -> Void)
}
