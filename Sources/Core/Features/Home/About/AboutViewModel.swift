/// Home's sheet: what the app demonstrates, and two ways to see it at work.
public final class AboutViewModel: ScreenViewModelContract {
    public var paragraphs: [String] { HomeStrings.paragraphs.map(\.text) }
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

    public var title: String { HomeStrings.about.text }

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
        tracker.track(.itemSelected(item.titleString.english))
        switch item {
        case .charactersInCover: navigator.openCharactersInCover()
        case .unconnectedScreen: navigator.openUnconnectedScreen()
        }
    }

    public func didTapClose() {
        navigator.close()
    }
}
