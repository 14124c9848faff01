/// The strings of one language: every table's translation merged over the English in the
/// code, so a string the language lacks shows in English rather than as its key.
///
/// The language of this moment is `current`, a task-local: the front end binds it around the
/// run (the terminal, replay), a test around what it draws, and what machines read (the
/// inspector's snapshot) is made under `english`.
nonisolated public struct Localizer: Sendable {
    public let language: Language
    private let texts: [String: String]

    public init(_ language: Language, tables: [StringTable]) {
        self.language = language
        var texts: [String: String] = [:]
        for table in tables {
            texts.merge(table.translations[language] ?? [:]) { first, _ in first }
        }
        self.texts = texts
    }

    public static let english = Localizer(.english, tables: [])

    @TaskLocal public static var current = Localizer.english

    /// The string in this language, else its English.
    public func text(_ string: LocalizedString) -> String {
        texts[string.key] ?? string.english
    }

    /// The form of `plural` for `count`, with `{count}` written as this language writes numbers.
    public func text(_ plural: PluralString, count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        let category = PluralCategory.of(count, in: language)
        let form =
            texts[plural.key(category)] ?? (language == .english ? nil : texts[plural.key(.other)])
            ?? plural.english(PluralCategory.of(count, in: .english))
        return Self.fill(Self.fill(form, ["count": number(count)]), values)
    }

    /// A whole number as this language groups it (CLDR): English `12,345`; Spanish `12.345`,
    /// and four digits ungrouped (`1234`: es's minimum grouping digits are 2).
    public func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        let (separator, least) = language == .spanish ? (".", 5) : (",", 4)
        guard digits.count >= least else { return value < 0 ? "-" + digits : digits }
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped += separator }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }

    /// A date as the catalog writes it ("December 2, 2013") in this language
    /// ("2 de diciembre de 2013"); a date that cannot be read is shown as written.
    public func date(_ written: String) -> String {
        guard language == .spanish, let date = CatalogDate(written) else { return written }
        return "\(date.day) de \(Self.spanishMonths[date.month - 1]) de \(date.year)"
    }

    private static let spanishMonths = [
        "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
        "noviembre", "diciembre",
    ]

    /// `text` with each `{name}` replaced by its value.
    public static func fill(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
        guard !values.isEmpty, text.contains("{") else { return text }
        // One pass, each `{name}` looked up: the footer and the list's header fill texts on
        // every frame, and the string library's `replacing` was a fourteenth of one.
        var filled = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            filled += rest[..<open]
            let name = after[..<close]
            if let value = values.first(where: { $0.key == name })?.value {
                filled += value
            } else {
                filled += rest[open...close]
            }
            rest = after[after.index(after: close)...]
        }
        return filled + rest
    }

    /// The placeholders a text carries, `{count}` as `count`, sorted (a translation keeps them).
    public static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            names.append(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        return names.sorted()
    }
}
