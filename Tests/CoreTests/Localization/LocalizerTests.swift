import Testing

@testable import Core

/// English stands in the code; a translation is merged over it, and what it lacks shows in
/// English rather than as a key.
@Suite struct LocalizerTests {
    static let greeting = LocalizedString("test.greeting", "Hello, {name}")
    static let untranslated = LocalizedString("test.untranslated", "Only English")
    static let things = PluralString("test.things", one: "{count} thing", other: "{count} things")
    static let table = StringTable(
        [greeting, untranslated], plurals: [things], spanish: [greeting: "Hola, {name}"],
        spanishPlurals: [things: [.one: "{count} cosa", .many: "{count} de cosas", .other: "{count} cosas"]])

    @Test func aTranslatedStringShowsInItsLanguageAndEnglishStaysEnglish() {
        let spanish = Localizer(.spanish, tables: [Self.table])
        let english = Localizer(.english, tables: [Self.table])
        #expect(Localizer.fill(spanish.text(Self.greeting), ["name": "Rick"]) == "Hola, Rick")
        #expect(Localizer.fill(english.text(Self.greeting), ["name": "Rick"]) == "Hello, Rick")
    }

    @Test func fillingPutsEachValueWhereItsNameStandsAndLeavesTheRestAsWritten() {
        #expect(Localizer.fill("{a} and {b}, {a}", ["a": "x", "b": "y"]) == "x and y, x")
        #expect(Localizer.fill("{a} {unknown}", ["a": "x"]) == "x {unknown}")
        #expect(Localizer.fill("open {a", ["a": "x"]) == "open {a")
        // A value is not read again for names: a search for "{b}" is shown as typed
        #expect(Localizer.fill("{a}{b}", ["a": "{b}", "b": "y"]) == "{b}y")
        #expect(Localizer.fill("ünïcödé {a}!", ["a": "€"]) == "ünïcödé €!")
    }

    @Test func aStringTheLanguageLacksFallsBackToEnglish() {
        #expect(Localizer(.spanish, tables: [Self.table]).text(Self.untranslated) == "Only English")
        #expect(Localizer(.spanish, tables: []).text(Self.greeting) == "Hello, {name}")
    }

    @Test func theLanguageOfThisMomentIsTheOneBoundAroundTheWork() {
        #expect(Self.greeting.text(["name": "Morty"]) == "Hello, Morty")
        Localizer.$current.withValue(Localizer(.spanish, tables: [Self.table])) {
            #expect(Self.greeting.text(["name": "Morty"]) == "Hola, Morty")
            #expect(Self.things.text(2) == "2 cosas")
        }
    }

    @Test(arguments: [
        (Language.english, 1, "1 thing"), (.english, 2, "2 things"), (.english, 0, "0 things"),
        (.spanish, 1, "1 cosa"), (.spanish, 2, "2 cosas"), (.spanish, 0, "0 cosas"),
        (.english, 12345, "12,345 things"), (.spanish, 12345, "12.345 cosas"), (.spanish, 1234, "1234 cosas"),
        (.spanish, 1_000_000, "1.000.000 de cosas"), (.spanish, 2_000_001, "2.000.001 cosas"),
    ])
    func pluralsFollowCLDRsRules(_ language: Language, _ count: Int, _ shown: String) {
        #expect(Localizer(language, tables: [Self.table]).text(Self.things, count: count) == shown)
    }

    @Test(arguments: [
        (Language.english, 0, "0"), (.english, 999, "999"), (.english, 1234, "1,234"), (.english, 12345, "12,345"),
        (.english, 1_234_567, "1,234,567"), (.english, -1234, "-1,234"), (.spanish, 999, "999"),
        (.spanish, 1234, "1234"), (.spanish, 12345, "12.345"), (.spanish, 123_456, "123.456"),
        (.spanish, 1_234_567, "1.234.567"), (.spanish, -12345, "-12.345"),
    ])
    func countsAreGroupedAsEachLanguageWritesThem(_ language: Language, _ value: Int, _ shown: String) {
        #expect(Localizer(language, tables: []).number(value) == shown)
    }

    @Test(arguments: [
        ("December 2, 2013", "2 de diciembre de 2013"), ("January 20, 2014", "20 de enero de 2014"),
        ("May 31, 2020", "31 de mayo de 2020"), ("September 10, 2017", "10 de septiembre de 2017"),
    ])
    func theCatalogsAirDatesReadAsSpanishWritesThem(_ written: String, _ spanish: String) {
        #expect(Localizer(.spanish, tables: []).date(written) == spanish)
        #expect(Localizer(.english, tables: []).date(written) == written)
    }

    @Test(arguments: ["", "2013-12-02", "Decembre 2, 2013", "December 32, 2013", "December 2 2013", "soon"])
    func aDateThatCannotBeReadIsShownAsWritten(_ written: String) {
        #expect(Localizer(.spanish, tables: []).date(written) == written)
    }

    @Test func placeholdersAreReadFromTheText() {
        #expect(Localizer.placeholders(in: "{b} and {a}, {count}") == ["a", "b", "count"])
        #expect(Localizer.placeholders(in: "none { here") == [])
    }
}
