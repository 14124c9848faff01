public protocol EpisodeListNavigatorContract {
    func openDetail(identifier: Int)
    func openFilter(current: EpisodeFilter, onApply: ResultHandler<EpisodeFilter>)
    /// Asks before every remembered search is forgotten; `forget` runs only when confirmed.
    func confirmForgetRecentSearches(count: Int, then forget: @escaping () -> Void)
}
