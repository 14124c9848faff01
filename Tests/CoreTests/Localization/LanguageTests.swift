import Testing

@testable import Core

/// The language comes from `--lang`, then the config, then LC_ALL, LC_MESSAGES, LANG read as
/// words (a locale need not be installed to be asked for).
@Suite struct LanguageTests {
    @Test(arguments: [
        ("es_ES.UTF-8", Language.spanish), ("es_MX", .spanish), ("es", .spanish), ("ES_es", .spanish),
        ("es@euro", .spanish), ("en_US.UTF-8", .english), ("fr_FR.UTF-8", .english), ("C", .english),
        ("POSIX", .english), ("C.UTF-8", .english), ("esperanto", .english),
    ])
    func aLocalesLanguagePartDecides(_ value: String, _ language: Language) {
        #expect(Language(locale: value) == language)
    }

    @Test func theFlagWinsOverTheConfigWhichWinsOverTheEnvironment() {
        let spanishEnvironment = ["LANG": "es_ES.UTF-8"]
        #expect(Language.chosen(flag: .english, config: .spanish, environment: spanishEnvironment) == .english)
        #expect(Language.chosen(flag: nil, config: .english, environment: spanishEnvironment) == .english)
        #expect(Language.chosen(flag: nil, config: nil, environment: spanishEnvironment) == .spanish)
        #expect(Language.chosen(flag: .spanish, config: nil, environment: [:]) == .spanish)
        #expect(Language.chosen(flag: nil, config: nil, environment: [:]) == .english)
    }

    @Test func theFirstVariableSetAndNotEmptyDecides() {
        let all = ["LC_ALL": "fr_FR", "LC_MESSAGES": "es_ES", "LANG": "es_ES"]
        #expect(Language.chosen(flag: nil, config: nil, environment: all) == .english)
        var emptyFirst = all
        emptyFirst["LC_ALL"] = ""
        #expect(Language.chosen(flag: nil, config: nil, environment: emptyFirst) == .spanish)
        #expect(Language.chosen(flag: nil, config: nil, environment: ["LC_MESSAGES": "en", "LANG": "es"]) == .english)
        #expect(Language.chosen(flag: nil, config: nil, environment: ["LC_ALL": "", "LANG": "es_MX"]) == .spanish)
    }

    @Test func onlyTheCodesThemselvesNameALanguage() {
        #expect(Language(code: "es") == .spanish)
        #expect(Language(code: "en") == .english)
        #expect(Language(code: "es_ES") == nil)
        #expect(Language(code: "fr") == nil)
        #expect(Language.accepted == "en, es")
    }
}
