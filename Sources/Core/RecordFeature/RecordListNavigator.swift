/// A content feature's list moves: a detail pushed, the Filter presented over the list.
public struct RecordListNavigator<Kind: RecordKind>: RecordListNavigatorContract {
    private let navigator: any NavigatorContract

    public init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    /// The filter is a sheet over the list, half height or nearly full.
    nonisolated public static var filterStyle: ModalPresentationStyle { .sheet(detents: [.medium, .large]) }

    public func openDetail(identifier: Int) {
        navigator.navigate(to: RecordIncomingNavigation<Kind>.detail(identifier: identifier))
    }

    public func openFilter(current: Kind.Filter, onApply: ResultHandler<Kind.Filter>) {
        let request = FilterRequest(current: current, onApply: onApply)
        navigator.present(RecordIncomingNavigation<Kind>.filter(request), style: Self.filterStyle)
    }

    public func confirmForgetRecentSearches(count: Int, then forget: @escaping () -> Void) {
        navigator.confirmForgettingRecentSearches(count: count, then: forget)
    }
}
