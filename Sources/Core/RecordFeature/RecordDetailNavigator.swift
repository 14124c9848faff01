/// A detail's moves: out to another feature's record, through the app layer (Back is the app's).
public struct RecordDetailNavigator<Kind: RecordKind>: RecordDetailNavigatorContract {
    private let navigator: any NavigatorContract

    public init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    public func open(_ destination: Kind.Outgoing) {
        navigator.navigate(to: destination)
    }
}
