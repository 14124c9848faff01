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
    private let confirmForgetAll: (_ count: Int, _ forget: @escaping () -> Void) -> Void
    private var debounce: Cancellable?
    /// Whether the applied search found anything; nil until its first page comes.
    private var appliedFound: Bool?
    /// A search submitted before its result came: remembered once it finds anything.
    private var submitted: String?
    /// The last search submitted in this run, whether it found anything or not.
    private var lastSubmitted: String?

    /// `apply` is called with the trimmed name each time the applied search changes;
    /// `confirmForgetAll` asks the user (an alert) before every remembered search goes,
    /// and calls `forget` only when they confirm.
    public init(
        scheduler: any SchedulerContract,
        store: any RecentSearchesStoreContract,
        confirmForgetAll: @escaping (_ count: Int, _ forget: @escaping () -> Void) -> Void,
        apply: @escaping (String) -> Void
    ) {
        self.scheduler = scheduler
        self.store = store
        self.apply = apply
        self.confirmForgetAll = confirmForgetAll
        recent = Array(store.load().prefix(Self.recentLimit))
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
    /// What `n` and `N` look for: the search in force, else the last one submitted (found or
    /// not), else the last one remembered.
    public var lastSearch: String? {
        let text = applied.isEmpty ? lastSubmitted ?? recent.first : applied
        return text?.isEmpty == false ? text : nil
    }

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

    /// Enter: searches at once, and remembers the search once it has found anything (one
    /// that found nothing is not worth offering again).
    public func submit() {
        isFocused = false
        applyNow()
        if !applied.isEmpty { lastSubmitted = applied }
        switch appliedFound {
        case true?: remember(applied)
        case nil: submitted = applied
        case false?: break
        }
    }

    /// The applied search's first page came: whether it found anything.
    public func resultCame(found: Bool) {
        appliedFound = found
        guard let name = submitted, name == applied else { return }
        submitted = nil
        if found { remember(name) }
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
        saveRecent()
    }

    /// Asks, then forgets every remembered search.
    public func forgetAllRecent() {
        guard !recent.isEmpty else { return }
        confirmForgetAll(recent.count) { [weak self] in
            guard let self else { return }
            recent = []
            recentSelection = ListState()
            saveRecent()
        }
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
        appliedFound = nil
        submitted = nil
        apply(name)
    }

    private func remember(_ name: String) {
        guard !name.isEmpty else { return }
        recent.removeAll { $0.lowercased() == name.lowercased() }
        recent.insert(name, at: 0)
        recent = Array(recent.prefix(Self.recentLimit))
        saveRecent()
    }

    /// Writing the file waits for the disk (an `fsync`): the screen the key changed is
    /// drawn first.
    private func saveRecent() {
        let searches = recent
        let store = store
        scheduler.afterFrame { store.save(searches) }
    }
}

extension NavigatorContract {
    /// The question every list asks before forgetting all its remembered searches.
    public func confirmForgettingRecentSearches(count: Int, then forget: @escaping () -> Void) {
        ask(
            ListStrings.forgetTitle.text, message: ListStrings.forgetMessage.text(count),
            confirm: ListStrings.forget.text
        ) {
            answer in
            if answer == .confirmed { forget() }
        }
    }
}
