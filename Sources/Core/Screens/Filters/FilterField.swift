/// One field of a feature's filter as a Filter form shows and edits it: a choice among
/// options (none chosen: "any"), or a text. `key` names it in saved state and events.
nonisolated public struct FilterField<Filter> {
    public let key: String
    public let label: String
    /// Which of the filter's properties the field edits: what a form's focus names.
    public let path: PartialKeyPath<Filter>
    /// The property a text field edits; nil for a choice.
    public let text: WritableKeyPath<Filter, String>?
    /// What the field shows: the chosen option's label ("any"), or the text.
    let shown: (Filter) -> String
    /// The value saved state and events write; nil for a choice left at "any".
    let written: (Filter) -> String?
    /// Sets the field from a written value; false when the value is not one it can hold.
    let read: (inout Filter, String) -> Bool
    /// Steps a choice by `delta` through any → each option → any; a text does not change.
    let cycle: (inout Filter, Int) -> Void
    /// Whether the field narrows the list (a choice made, a text not blank).
    let narrows: (Filter) -> Bool

    public var isText: Bool { text != nil }

    /// A choice among `options`, in the order the form cycles through them.
    public static func choice<Option: FilterOption>(
        _ key: String, _ label: String, _ path: WritableKeyPath<Filter, Option?>, options: [Option]
    ) -> FilterField {
        choice(key, label, path, options: { options })
    }

    /// A choice among options read each time the choice turns (those of the records at hand,
    /// which a catalog still being read does not have yet).
    public static func choice<Option: FilterOption>(
        _ key: String, _ label: String, _ path: WritableKeyPath<Filter, Option?>,
        options: @escaping () -> [Option]
    ) -> FilterField {
        FilterField(
            key: key, label: label, path: path, text: nil,
            shown: { $0[keyPath: path]?.label ?? FilterStrings.any.text },
            written: { $0[keyPath: path]?.rawValue },
            read: { filter, value in
                guard let option = Option(rawValue: value) else { return false }
                filter[keyPath: path] = option
                return true
            },
            cycle: { filter, delta in
                let choices: [Option?] = [nil] + options().map { Optional($0) }
                let index = choices.firstIndex(of: filter[keyPath: path]) ?? 0
                filter[keyPath: path] = choices[((index + delta) % choices.count + choices.count) % choices.count]
            },
            narrows: { $0[keyPath: path] != nil })
    }

    /// A text matched as a case-insensitive substring; blank does not narrow.
    public static func text(_ key: String, _ label: String, _ path: WritableKeyPath<Filter, String>) -> FilterField {
        FilterField(
            key: key, label: label, path: path, text: path,
            shown: { $0[keyPath: path] },
            written: { $0[keyPath: path] },
            read: { filter, value in
                guard value.count <= TextField.maximumLength else { return false }
                filter[keyPath: path] = value
                return true
            },
            cycle: { _, _ in },
            narrows: { !$0[keyPath: path].trimmingWhitespace.isEmpty })
    }
}
