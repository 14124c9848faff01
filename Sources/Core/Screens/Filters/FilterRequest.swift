/// What a Filter form starts from and whom it answers.
nonisolated public struct FilterRequest<Filter: ListFilterContract>: Hashable, Sendable {
    public let current: Filter
    /// Receives the applied filter; nil when the presenter is not known yet (a deep
    /// link or a restored modal), in which case the screen beneath is asked.
    public let onApply: ResultHandler<Filter>?

    public init(current: Filter, onApply: ResultHandler<Filter>?) {
        self.current = current
        self.onApply = onApply
    }

    /// A form opened by a deep link or restored has no handler of its own: it answers the
    /// list it was presented over (`presenter`, when it is that list). It starts from what it
    /// was restored with, when that narrows anything (the values saved with the sheet were
    /// dropped for the fresh list's empty filter), else from the list's filter (a deep link's).
    @MainActor public func answering<List: FilteredListContract>(_ presenter: List?) -> (
        current: Filter, onApply: ResultHandler<Filter>?
    ) where List.Filter == Filter {
        if let onApply { return (current, onApply) }
        let onApply = presenter.map { list in ResultHandler<Filter> { [weak list] in list?.didApplyFilter($0) } }
        return (current != .none ? current : presenter?.filter ?? current, onApply)
    }
}
