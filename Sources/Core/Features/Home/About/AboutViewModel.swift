/// Home's sheet: what the app demonstrates, and two ways to see it at work.
public final class AboutViewModel: ScreenViewModelContract {
    public let paragraphs = [
        "Challenge browses Rick and Morty characters over a feature-decoupled navigation stack.",
        "Features never name each other: Home asks for an Outgoing destination, and the app layer "
            + "redirects it to the Character feature's Incoming one. A destination nothing answers shows Not Found.",
        "Every modal owns its own stack: the sheet you are reading can push screens and present a nested modal.",
        "Deep links reach any screen: press : and type a name (rck snchz finds Rick), a screen, or challenge://character/detail/2.",
    ]
    public let items: [AboutMenuItem]
    public var list = ListState()
    /// How far the text is scrolled, when it is taller than its room.
    public var textOffset = 0
    private let navigator: any AboutNavigatorContract
    private let tracker: any AboutTrackerContract

    /// `items` are the ones offered (the ones whose feature this run has).
    public init(
        items: [AboutMenuItem] = AboutMenuItem.allCases, navigator: any AboutNavigatorContract,
        tracker: any AboutTrackerContract
    ) {
        self.items = items
        self.navigator = navigator
        self.tracker = tracker
    }

    public var title: String { "About" }

    public func didAppear() {
        tracker.track(.screenViewed)
    }

    public func didMoveSelection(by delta: Int) {
        list.move(by: delta, count: items.count)
    }

    public func didMoveSelection(to row: Int) {
        list.select(row, count: items.count)
    }

    public func didSelect() {
        guard items.indices.contains(list.selected) else { return }
        let item = items[list.selected]
        tracker.track(.itemSelected(item.title))
        switch item {
        case .charactersInCover: navigator.openCharactersInCover()
        case .unconnectedScreen: navigator.openUnconnectedScreen()
        }
    }

    public func didTapClose() {
        navigator.close()
    }
}
