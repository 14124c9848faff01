import Core
import Testing

@testable import TerminalApp

/// Every string the app shows has its Spanish, with the placeholders of its English.
@Suite struct StringTablesTests {
    static let tables = AppStrings.tables(features: AppComposition.features) + [FrameStrings.table]

    @Test func everyStringHasItsSpanishWithTheSamePlaceholders() {
        for table in Self.tables {
            let spanish = table.translations[.spanish] ?? [:]
            for (key, english) in table.keys(for: .spanish) {
                guard let text = spanish[key] else {
                    Issue.record("\(key) (\"\(english)\") has no Spanish")
                    continue
                }
                #expect(
                    Localizer.placeholders(in: text) == Localizer.placeholders(in: english),
                    "\(key): \"\(text)\" carries other placeholders than \"\(english)\"")
                #expect(!text.isEmpty, "\(key) is empty in Spanish")
            }
        }
    }

    @Test func noTranslationNamesAKeyNoTableHasAndNoKeyIsTwice() {
        let keys = Self.tables.flatMap { $0.keys(for: .spanish).map(\.key) }
        #expect(Set(keys).count == keys.count, "a key is in two tables, or twice in one")
        let known = Set(keys)
        for table in Self.tables {
            for key in (table.translations[.spanish] ?? [:]).keys {
                #expect(known.contains(key), "\(key) is translated but no table lists it")
            }
        }
    }

    @Test func eachTabsTitleIsItsFeaturesOwnString() {
        for feature in AppComposition.features {
            guard let tab = feature.tab else { continue }
            let string = AppTab.title(tab, host: feature.host)
            #expect(feature.strings.strings.contains(string), "\(feature.host) does not bring its tab's title")
        }
    }

    @Test func aPluralsForms() {
        let spanish = FrameStrings.localizer(.spanish)
        #expect(spanish.text(FrameStrings.forgotPlaces, count: 1) == "Olvidado 1 lugar reciente")
        #expect(spanish.text(FrameStrings.forgotPlaces, count: 2) == "Olvidados 2 lugares recientes")
        let english = FrameStrings.localizer(.english)
        #expect(english.text(FrameStrings.forgotPlaces, count: 1) == "Forgot 1 recent place")
        #expect(english.text(FrameStrings.forgotPlaces, count: 12345) == "Forgot 12,345 recent places")
    }
}
