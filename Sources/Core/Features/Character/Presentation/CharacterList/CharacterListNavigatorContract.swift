/// Where the character list can send the user.
public protocol CharacterListNavigatorContract {
    func openDetail(identifier: Int)
    func openFilter(current: CharacterFilter, onApply: ResultHandler<CharacterFilter>)
    /// Asks before every remembered search is forgotten; `forget` runs only when confirmed.
    func confirmForgetRecentSearches(count: Int, then forget: @escaping () -> Void)
}
