import Core
import Testing

/// One spelling of a feature's name everywhere (its link host), the plural its tab shows taken
/// too, and a slip told the nearest name.
@Suite struct FeatureNameTests {
    @Test func withoutTakesTheHostAndThePluralTheTabShows() throws {
        #expect(try LeftOutFeatures(parsing: "episode").hosts == ["episode"])
        #expect(try LeftOutFeatures(parsing: "Episodes, locations").hosts == ["episode", "location"])
    }

    @Test func withoutToldASlipTheNameItMeant() {
        #expect {
            try LeftOutFeatures(parsing: "epsiode")
        } throws: { "\($0)".contains("there is no feature \"epsiode\" to leave out (did you mean episode?)") }
        // A name far from every feature is told the list, with no guess.
        #expect {
            try LeftOutFeatures(parsing: "settings")
        } throws: { !"\($0)".contains("did you mean") && "\($0)".contains("(known: home, character") }
    }

    @Test func aSlipIsOneOrTwoLettersOff() {
        let hosts = ["home", "character", "episode", "location"]
        #expect(FeatureName.suggestion("charcter", among: hosts) == "character")
        #expect(FeatureName.suggestion("locatoins", among: hosts) == "location")
        #expect(FeatureName.suggestion("x", among: hosts) == nil)
        #expect(FeatureName.suggestion("settings", among: hosts) == nil)
    }
}
