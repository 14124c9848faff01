/// Where a content feature's list can send the user: its own detail and Filter only.
public protocol RecordListNavigatorContract<Kind> {
    associatedtype Kind: RecordKind
    func openDetail(identifier: Int)
    func openFilter(current: Kind.Filter, onApply: ResultHandler<Kind.Filter>)
    /// Asks before every remembered search is forgotten; `forget` runs only when confirmed.
    func confirmForgetRecentSearches(count: Int, then forget: @escaping () -> Void)
}
