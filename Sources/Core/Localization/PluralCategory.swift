/// CLDR's plural categories that English and Spanish use for whole numbers
/// (unicode-org/cldr `common/supplemental/plurals.xml`).
nonisolated public enum PluralCategory: String, CaseIterable, Sendable {
    case one
    case many
    case other

    /// The category of a whole count in a language.
    /// en: `one` is i = 1 and v = 0. es: `one` is n = 1; `many` is a non-zero multiple of a
    /// million ("1.000.000 de personajes"); everything else is `other`.
    public static func of(_ count: Int, in language: Language) -> PluralCategory {
        switch language {
        case .english: count == 1 ? .one : .other
        case .spanish:
            if count == 1 { .one } else if count != 0, count % 1_000_000 == 0 { .many } else { .other }
        }
    }

    /// The categories a language's whole numbers fall in: the forms a translation must give.
    public static func used(by language: Language) -> [PluralCategory] {
        switch language {
        case .english: [.one, .other]
        case .spanish: [.one, .many, .other]
        }
    }
}
