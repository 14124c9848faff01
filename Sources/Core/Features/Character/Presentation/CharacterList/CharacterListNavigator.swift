public struct CharacterListNavigator: CharacterListNavigatorContract {
    private let navigator: any NavigatorContract

    public init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    /// The filter is a sheet over the list, half height or nearly full.
    nonisolated public static let filterStyle = ModalPresentationStyle.sheet(detents: [.medium, .large])

    public func openDetail(identifier: Int) {
        navigator.navigate(to: CharacterIncomingNavigation.detail(identifier: identifier))
    }

    public func openFilter(current: CharacterFilter, onApply: ResultHandler<CharacterFilter>) {
        let request = FilterRequest(current: current, onApply: onApply)
        navigator.present(CharacterIncomingNavigation.filter(request), style: Self.filterStyle)
    }

    public func confirmForgetRecentSearches(count: Int, then forget: @escaping () -> Void) {
        navigator.confirmForgettingRecentSearches(count: count, then: forget)
    }
}
