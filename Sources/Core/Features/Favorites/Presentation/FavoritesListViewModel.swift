/// The starred records, newest first, narrowed to one kind or not. Enter opens a record
/// through its own feature (its link, redirected as any link is); the row in front is the
/// record in front, so the app's star key unstars it here as anywhere.
public final class FavoritesListViewModel: ScreenViewModelContract {
    public let store: FavoritesStore
    /// The kind shown ("character"); nil: every kind.
    public private(set) var kind: String?
    public var list = ListState()
    private let navigator: any NavigatorContract

    public init(store: FavoritesStore, navigator: any NavigatorContract) {
        self.store = store
        self.navigator = navigator
    }

    public var title: String { FavoritesStrings.title.text }

    public func didAppear() {
        // What another instance starred since this one last read the file.
        store.reload()
    }

    /// The rows shown: the store's, of the kind chosen.
    public var rows: [Favorite] {
        guard let kind else { return store.all }
        return store.all.filter { $0.kind == kind }
    }

    /// The kinds starred, in the order they were first starred.
    public var kinds: [String] {
        var seen: Set<String> = []
        return store.all.reversed().map(\.kind).filter { seen.insert($0).inserted }
    }

    public var selected: Favorite? {
        let rows = rows
        return rows.indices.contains(list.selected) ? rows[list.selected] : rows.last
    }

    public var link: String? { selected?.link }

    public var recordInFront: RecordInFront? {
        selected.map { RecordInFront(link: $0.link, title: $0.title, kind: $0.kind) }
    }

    public func didMoveSelection(by delta: Int) { list.move(by: delta, count: rows.count) }

    public func didMoveSelection(to row: Int) { list.select(row, count: rows.count) }

    /// The next kind: every kind, then each starred kind in turn.
    public func didCycleKind() {
        let kinds = kinds
        if let kind, let index = kinds.firstIndex(of: kind), index + 1 < kinds.count {
            self.kind = kinds[index + 1]
        } else {
            kind = kind == nil ? kinds.first : nil
        }
        list = ListState()
    }

    public func didSelect() {
        guard let favorite = selected else { return }
        navigator.navigate(to: FavoritesOutgoingNavigation.record(link: favorite.link))
    }
}
