/// A list's name search, shared by every feature's list: the field as typed, the name
/// the rows are for (applied after a debounce, at once on Enter), and the searches
/// remembered across runs.
public final class ListSearch {
    public static let debounceDelay: Duration = .milliseconds(300)
    public static let recentLimit = 10

    /// The field as typed.
    public private(set) var field = TextField()
    public private(set) var isFocused = false
    /// The name the rows are for.
    public private(set) var applied = ""
    public private(set) var recent: [String]
    public var recentSelection = ListState()

    private let scheduler: any SchedulerContract
    private let store: any RecentSearchesStoreContract
    private let apply: (String) -> Void
    private var debounce: Cancellable?

    /// `apply` is called with the trimmed name each time the applied search changes.
    public init(scheduler: any SchedulerContract, store: any RecentSearchesStoreContract, apply: @escaping (String) -> Void) {
        self.scheduler = scheduler
        self.store = store
        self.apply = apply
        recent = store.load()
    }

    public var isPending: Bool { debounce != nil }

    /// Whether the remembered searches are offered (the field is focused and empty).
    public var showsRecent: Bool { isFocused && field.text.isEmpty && !recent.isEmpty }

    /// Whether there is a search to clear (typed or applied).
    public var isActive: Bool { !field.text.isEmpty || !applied.isEmpty }

    public func focus() {
        isFocused = true
        recentSelection = ListState()
    }

    /// Leaves the field; the text stays, and a pending search still runs.
    public func leave() {
        isFocused = false
    }

    /// Any edit; a change of text searches after the debounce.
    public func edit(_ edit: TextField.Edit) {
        guard field.apply(edit) else { return }
        debounce?.cancel()
        debounce = scheduler.after(Self.debounceDelay) { [weak self] in
            self?.debounce = nil
            self?.applyNow()
        }
    }

    /// Enter: searches at once and remembers the search.
    public func submit() {
        isFocused = false
        applyNow()
        remember(applied)
    }

    /// Esc on a searched list: everything is back at once.
    public func clear() {
        isFocused = false
        field.clear()
        applyNow()
    }

    public func moveRecentSelection(by delta: Int) {
        recentSelection.move(by: delta, count: recent.count)
    }

    public func pickRecent() {
        guard recent.indices.contains(recentSelection.selected) else { return }
        field = TextField(recent[recentSelection.selected])
        submit()
    }

    public func forgetRecent() {
        guard recent.indices.contains(recentSelection.selected) else { return }
        recent.remove(at: recentSelection.selected)
        recentSelection.select(recentSelection.selected, count: recent.count)
        store.save(recent)
    }

    public func cancel() {
        debounce?.cancel()
        debounce = nil
    }

    private func applyNow() {
        cancel()
        let name = field.text.trimmingWhitespace
        guard name != applied else { return }
        applied = name
        apply(name)
    }

    private func remember(_ name: String) {
        guard !name.isEmpty else { return }
        recent.removeAll { $0.caseInsensitiveCompare(name) == .orderedSame }
        recent.insert(name, at: 0)
        recent = Array(recent.prefix(Self.recentLimit))
        store.save(recent)
    }
}
