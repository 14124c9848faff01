/// The Filter form: two choices and two text fields. Apply hands the filter back
/// to whoever presented it; closing hands back nothing.
public final class CharacterFilterViewModel: ScreenViewModelContract {
    public enum Field: Int, CaseIterable, Sendable {
        case status, gender, species, type

        public var label: String {
            switch self {
            case .status: "Status"
            case .gender: "Gender"
            case .species: "Species"
            case .type: "Type"
            }
        }

        /// Text fields take printable keys; the others cycle through choices.
        public var isText: Bool { self == .species || self == .type }
    }

    public private(set) var draft: CharacterFilter {
        didSet {
            if species.text != draft.species { species = TextField(draft.species) }
            if type.text != draft.type { type = TextField(draft.type) }
        }
    }
    public private(set) var focus: Field = .status
    /// Whether the focused text field takes typing; Esc leaves it, the focus stays.
    public private(set) var isEditing = false
    /// The text fields as edited, cursor included; `draft` holds their text.
    public private(set) var species: TextField
    public private(set) var type: TextField
    private let onApply: ResultHandler<CharacterFilter>?
    private let navigator: any CharacterFilterNavigatorContract
    private let tracker: any CharacterFilterTrackerContract

    public init(
        current: CharacterFilter,
        onApply: ResultHandler<CharacterFilter>?,
        navigator: any CharacterFilterNavigatorContract,
        tracker: any CharacterFilterTrackerContract
    ) {
        self.draft = current
        self.species = TextField(current.species)
        self.type = TextField(current.type)
        self.onApply = onApply
        self.navigator = navigator
        self.tracker = tracker
    }

    public var title: String { "Filter" }

    public func didAppear() {
        tracker.track(.screenViewed)
    }

    /// The choice a field shows ("any" when it does not narrow).
    public func value(of field: Field) -> String {
        switch field {
        case .status: draft.status?.label ?? "any"
        case .gender: draft.gender?.label ?? "any"
        case .species: draft.species
        case .type: draft.type
        }
    }

    public func didMoveFocus(by delta: Int) {
        let count = Field.allCases.count
        didFocus(Field(rawValue: ((focus.rawValue + delta) % count + count) % count)!)
    }

    /// Focuses a field; a text field takes typing at once.
    public func didFocus(_ field: Field) {
        focus = field
        isEditing = field.isText
    }

    /// Stops typing into the focused text field, which keeps the focus.
    public func didLeaveField() {
        isEditing = false
    }

    /// Types into the focused text field again.
    public func didStartEditing() {
        isEditing = focus.isText
    }

    /// Steps the focused choice forward or back (any → each option → any).
    public func didCycleChoice(by delta: Int) {
        switch focus {
        case .status: draft.status = Self.cycle(draft.status, by: delta)
        case .gender: draft.gender = Self.cycle(draft.gender, by: delta)
        case .species, .type: break
        }
    }

    public func didType(_ text: String) {
        didEdit(.insert(text))
    }

    public func didDeleteBackward() {
        didEdit(.deleteBackward)
    }

    /// The focused text field, if the focus is on one.
    public var focusedText: TextField? {
        switch focus {
        case .species: species
        case .type: type
        case .status, .gender: nil
        }
    }

    /// Any edit of the focused text field.
    public func didEdit(_ edit: TextField.Edit) {
        guard isEditing else { return }
        switch focus {
        case .species:
            species.apply(edit)
            draft.species = species.text
        case .type:
            type.apply(edit)
            draft.type = type.text
        case .status, .gender:
            break
        }
    }

    public func didTapReset() {
        draft = .none
        tracker.track(.reset)
    }

    public func didTapApply() {
        tracker.track(.applied(draft))
        onApply?.deliver(draft)
        navigator.close()
    }

    public func didTapClose() {
        tracker.track(.closed)
        navigator.close()
    }

    private static func cycle<Option: CaseIterable & Equatable>(_ value: Option?, by delta: Int) -> Option? {
        let options: [Option?] = [nil] + Option.allCases.map { Optional($0) }
        let index = options.firstIndex(of: value) ?? 0
        return options[((index + delta) % options.count + options.count) % options.count]
    }
}
