/// The root screen: a title and a menu.
public final class HomeViewModel: ScreenViewModelContract {
    public let items: [HomeMenuItem]
    public var list = ListState()
    private let navigator: any HomeNavigatorContract
    private let tracker: any HomeTrackerContract

    /// `items` are the entries offered (the ones whose feature this run has), About last.
    public init(
        items: [HomeMenuItem], navigator: any HomeNavigatorContract,
        tracker: any HomeTrackerContract
    ) {
        self.items = items
        self.navigator = navigator
        self.tracker = tracker
    }

    public var title: String { HomeStrings.tab.text }

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
        // Events name the item by its English, whatever the language on screen.
        tracker.track(.menuItemSelected(item.titleString.english))
        if let link = item.link {
            navigator.open(link)
        } else {
            navigator.openAbout()
        }
    }
}
