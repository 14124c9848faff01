/// The starred records, newest first, narrowed to one kind or not. Enter opens a record
/// through its own feature (its link, redirected as any link is); the row in front is the
/// record in front, and the star key unstars it here as anywhere (`didToggleStar`).
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

    /// Whether the kind key has another kind to show: more than one is starred, or one is shown.
    public var canCycleKind: Bool { kinds.count > 1 || kind != nil }

    /// The next kind: every kind, then each starred kind in turn. With no other kind to show,
    /// nothing changes and the answer says why.
    @discardableResult public func didCycleKind() -> String? {
        let kinds = kinds
        guard canCycleKind else { return FavoritesStrings.noOtherKind(kinds.first, link: store.all.first?.link) }
        if let kind, let index = kinds.firstIndex(of: kind), index + 1 < kinds.count {
            self.kind = kinds[index + 1]
        } else {
            kind = kind == nil ? kinds.first : nil
        }
        list = ListState()
        return nil
    }

    /// The star key on the row in front: unstars it (as the key does anywhere), and says so.
    public func didToggleStar() -> String? {
        recordInFront.map { FavoritesFeature.toggle($0, in: store) }
    }

    public func didSelect() {
        guard let favorite = selected else { return }
        navigator.navigate(to: FavoritesOutgoingNavigation.record(link: favorite.link))
    }
}
