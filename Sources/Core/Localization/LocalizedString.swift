/// One string the app shows: a stable key and its English, which stands in the code. A
/// placeholder is a name in braces (`{count}`); each language's text carries the same ones.
nonisolated public struct LocalizedString: Hashable, Sendable {
    public let key: String
    public let english: String

    public init(_ key: String, _ english: String) {
        self.key = key
        self.english = english
    }

    /// The text in the language of this moment (`Localizer.current`).
    public var text: String {
        Localizer.current.text(self)
    }

    /// The text in the language of this moment, its placeholders filled.
    public func text(_ values: KeyValuePairs<String, String>) -> String {
        Localizer.fill(Localizer.current.text(self), values)
    }
}
