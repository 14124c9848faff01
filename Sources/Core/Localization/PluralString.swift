/// A string that names a count, in the forms CLDR's plural rules pick between (`one`, `many`,
/// `other`): "1 character", "2 characters". Its `{count}` is the count as the language writes
/// numbers. In a translation each form is the key and the category: `list.count.one`.
nonisolated public struct PluralString: Hashable, Sendable {
    public let key: String
    public let one: String
    public let other: String

    public init(_ key: String, one: String, other: String) {
        self.key = key
        self.one = one
        self.other = other
    }

    /// The key of one form in a translation.
    public func key(_ category: PluralCategory) -> String {
        "\(key).\(category.rawValue)"
    }

    /// The English form of a category (English has only `one` and `other`).
    public func english(_ category: PluralCategory) -> String {
        category == .one ? one : other
    }

    /// The form for `count` in the language of this moment, `{count}` and the others filled.
    public func text(_ count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        Localizer.current.text(self, count: count, values)
    }
}
