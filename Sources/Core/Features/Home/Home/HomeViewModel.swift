/// The root screen: a title and a menu.
public final class HomeViewModel: ScreenViewModelContract {
    public let items = HomeMenuItem.allCases
    public var list = ListState()
    private let navigator: any HomeNavigatorContract
    private let tracker: any HomeTrackerContract

    public init(navigator: any HomeNavigatorContract, tracker: any HomeTrackerContract) {
        self.navigator = navigator
        self.tracker = tracker
    }

    public var title: String { "Home" }

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
        let item = items[list.selected]
        tracker.track(.menuItemSelected(item.title))
        switch item {
        case .characters: navigator.openCharacters()
        case .episodes: navigator.openEpisodes()
        case .locations: navigator.openLocations()
        case .about: navigator.openAbout()
        }
    }
}
