/// A Filter form over a list: fields that are a choice or a text, one focused at a time.
/// Apply hands the filter back to whoever presented it; closing hands back nothing. A
/// feature's Filter ViewModel subclasses it with its fields, navigator and tracker.
public class FilterFormScreen<Filter: ListFilterContract>: ScreenViewModelContract {
    public let fields: [FilterField<Filter>]
    /// What the list's records are called, for "No filter: every character.".
    public let words: RecordWords
    public private(set) var draft: Filter {
        didSet { syncTexts() }
    }
    private var focusIndex = 0
    /// Whether the focused text field takes typing; Esc leaves it, the focus stays.
    public private(set) var isEditing = false
    /// The text fields as edited, cursor included, by field position; `draft` holds their text.
    private var texts: [Int: TextField] = [:]
    private let onApply: ResultHandler<Filter>?
    private let close: () -> Void
    private let report: (FilterFormReport<Filter>) -> Void

    /// `close` takes the form away; `report` turns reports into the feature's events.
    public init(
        current: Filter, fields: [FilterField<Filter>] = Filter.fields, words: RecordWords,
        onApply: ResultHandler<Filter>?, close: @escaping () -> Void,
        report: @escaping (FilterFormReport<Filter>) -> Void
    ) {
        precondition(!fields.isEmpty, "a Filter form has at least one field")
        self.fields = fields
        self.words = words
        self.draft = current
        self.onApply = onApply
        self.close = close
        self.report = report
        // Every form opens with no field taking typing, whatever its first field is, so the
        // same keys act alike on each sheet (a text field takes typing once moved onto or edited).
        syncTexts()
    }

    public var title: String { FilterStrings.title.text }

    public func didAppear() {
        report(.viewed)
    }

    /// The focused field, named by the property it edits.
    public var focus: PartialKeyPath<Filter> { fields[focusIndex].path }
    public var focusedField: FilterField<Filter> { fields[focusIndex] }

    /// What a field shows: a choice's label ("any" when it does not narrow), a text.
    public func value(of path: PartialKeyPath<Filter>) -> String {
        fields.first { $0.path == path }.map { $0.shown(draft) } ?? ""
    }

    /// What the field at `index` shows.
    public func value(at index: Int) -> String {
        fields[index].shown(draft)
    }

    /// The text field at `index` as edited (nil for a choice).
    public func textField(at index: Int) -> TextField? {
        texts[index]
    }

    /// The text field that edits `path`, as edited.
    public func textField(_ path: PartialKeyPath<Filter>) -> TextField? {
        fields.firstIndex { $0.path == path }.flatMap { texts[$0] }
    }

    /// The focused text field, if the focus is on one.
    public var focusedText: TextField? { texts[focusIndex] }

    public func isFocused(at index: Int) -> Bool { index == focusIndex }

    public func didMoveFocus(by delta: Int) {
        let count = fields.count
        didFocus(at: ((focusIndex + delta) % count + count) % count)
    }

    /// Focuses a field; a text field takes typing at once.
    public func didFocus(_ path: PartialKeyPath<Filter>) {
        guard let index = fields.firstIndex(where: { $0.path == path }) else { return }
        didFocus(at: index)
    }

    /// Focuses the field at `index` (a click on its row); nothing when there is none.
    public func didFocus(at index: Int) {
        guard fields.indices.contains(index) else { return }
        focusIndex = index
        isEditing = fields[index].isText
    }

    /// Stops typing into the focused text field, which keeps the focus.
    public func didLeaveField() {
        isEditing = false
    }

    /// Types into the focused text field again.
    public func didStartEditing() {
        isEditing = focusedField.isText
    }

    /// Steps the focused choice forward or back (any → each option → any).
    public func didCycleChoice(by delta: Int) {
        focusedField.cycle(&draft, delta)
    }

    public func didType(_ text: String) {
        didEdit(.insert(text))
    }

    public func didDeleteBackward() {
        didEdit(.deleteBackward)
    }

    /// Any edit of the focused text field.
    public func didEdit(_ edit: TextField.Edit) {
        guard isEditing, let path = focusedField.text, var field = texts[focusIndex] else { return }
        field.apply(edit)
        texts[focusIndex] = field
        draft[keyPath: path] = field.text
    }

    public func didTapReset() {
        draft = Filter()
        report(.reset)
    }

    public func didTapApply() {
        report(.applied(draft))
        onApply?.deliver(draft)
        close()
    }

    public func didTapClose() {
        report(.closed)
        close()
    }

    /// Keeps each text field's edit state (its cursor) while its text is the draft's.
    private func syncTexts() {
        for (index, field) in fields.enumerated() {
            guard let path = field.text else { continue }
            if texts[index]?.text != draft[keyPath: path] { texts[index] = TextField(draft[keyPath: path]) }
        }
    }
}
