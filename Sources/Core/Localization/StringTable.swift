/// The strings one part of the app brings (a feature through its registration, the app
/// layer its own): their English, and each translation by key. No table holds another
/// part's strings; `Localizer` merges them all.
nonisolated public struct StringTable: Sendable {
    public let strings: [LocalizedString]
    public let plurals: [PluralString]
    /// Each language's text by key (a plural's forms by `PluralString.key(_:)`).
    public let translations: [Language: [String: String]]

    public init(
        _ strings: [LocalizedString], plurals: [PluralString] = [], translations: [Language: [String: String]]
    ) {
        self.strings = strings
        self.plurals = plurals
        self.translations = translations
    }

    /// A table whose one translation is Spanish, written by string (`back: "atrás"`) and a plural's
    /// forms by category.
    public init(
        _ strings: [LocalizedString], plurals: [PluralString] = [], spanish: [LocalizedString: String],
        spanishPlurals: [PluralString: [PluralCategory: String]] = [:]
    ) {
        var texts = Dictionary(spanish.map { ($0.key.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        for (plural, forms) in spanishPlurals {
            for (category, text) in forms { texts[plural.key(category)] = text }
        }
        self.init(strings, plurals: plurals, translations: [.spanish: texts])
    }

    public static let empty = StringTable([], translations: [:])

    /// Every key a translation must give: each string's, and each plural form the language uses.
    public func keys(for language: Language) -> [(key: String, english: String)] {
        strings.map { ($0.key, $0.english) }
            + plurals.flatMap { plural in
                PluralCategory.used(by: language).map { (plural.key($0), plural.english($0)) }
            }
    }
}
