public protocol LocationListNavigatorContract {
    func openDetail(identifier: Int)
    func openFilter(current: LocationFilter, onApply: ResultHandler<LocationFilter>)
    /// Asks before every remembered search is forgotten; `forget` runs only when confirmed.
    func confirmForgetRecentSearches(count: Int, then forget: @escaping () -> Void)
}
