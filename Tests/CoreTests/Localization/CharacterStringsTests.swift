import Testing

@testable import Core

/// A character's status and gender show in the language of the screens; in English exactly as
/// the catalog writes them, and a value the app does not know as written in any language.
@Suite struct CharacterStringsTests {
    static let spanish = Localizer(.spanish, tables: AppStrings.tables(features: AppComposition.features))

    @Test(arguments: [
        ("Alive", "Vivo"), ("Dead", "Muerto"), ("unknown", "desconocido"), ("Female", "Femenino"),
        ("Male", "Masculino"), ("Genderless", "Sin género"), ("alive", "Vivo"), ("Zombie", "Zombie"), ("", ""),
    ])
    func statusesAndGendersShowInSpanish(_ written: String, _ shown: String) {
        Localizer.$current.withValue(Self.spanish) { #expect(CharacterStrings.shown(written) == shown) }
    }

    @Test(arguments: ["Alive", "alive", "unknown", "Female", "Zombie"])
    func inEnglishTheyShowAsWritten(_ written: String) {
        #expect(CharacterStrings.shown(written) == written)
    }

    @Test func theFiltersChoicesAreTheShownWords() {
        Localizer.$current.withValue(Self.spanish) {
            #expect(CharacterFilter.Status.allCases.map(\.label) == ["Vivo", "Muerto", "desconocido"])
            #expect(CharacterFilter.Gender.female.label == "Femenino")
        }
        #expect(CharacterFilter.Status.allCases.map(\.label) == ["Alive", "Dead", "unknown"])
    }
}
