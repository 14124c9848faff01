import Core
import Testing

@testable import TerminalApp

/// Favourites' keys say what they do: `s` is "star" or "unstar" as the record in front is,
/// `f` says what it does rather than what is shown, says why when there is no other kind,
/// and both are in the 80x24 footer where they act. In English and Spanish.
@MainActor
@Suite struct FavoritesKeysTests {
    /// The Pilot starred from the Episodes list, then Favourites opened from Home.
    private func favouritesWithThePilot(_ app: AppHarness) {
        app.press(.character("3"), .character("s"), .character("1"))
        openFavourites(app)
    }

    private func openFavourites(_ app: AppHarness) {
        _ = app.session.open(url: "challenge://favorites")
        app.scheduler.drain()
    }

    private func helpAction(_ app: AppHarness, key: String) -> String? {
        app.controller.renderer.helpRows.first { $0.keys == key }?.action
    }

    @Test func helpSaysStarOrUnstarAsTheRecordInFrontIs() {
        // Given the Episodes list, its Pilot not starred
        let app = AppHarness()
        app.press(.character("3"))
        #expect(helpAction(app, key: "s") == "star")

        // When the Pilot is starred
        app.press(.character("s"))

        // Then s unstars it, there and in Favourites
        #expect(helpAction(app, key: "s") == "unstar")
        openFavourites(app)
        #expect(app.frame.contains("Favourites · 1"))
        #expect(helpAction(app, key: "s") == "unstar")
    }

    @Test func withOneKindStarredFSaysWhyItShowsNothingElse() {
        // Given Favourites holding only an episode
        let app = AppHarness()
        favouritesWithThePilot(app)

        // When
        app.press(.character("f"))

        // Then the status line says why, and help says what f does
        #expect(app.frame.contains("Only episodes are starred: there is no other kind to show."), "\(app.frame)")
        #expect(app.frame.contains("Favourites · 1 · every kind"))
        #expect(helpAction(app, key: "f") == "show each kind in turn")
    }

    @Test func helpSaysWhatFDoesWhateverKindIsShown() {
        // Given two kinds starred
        let app = AppHarness()
        app.press(.character("2"), .character("s"))
        favouritesWithThePilot(app)
        let before = helpAction(app, key: "f")

        // When f shows one kind
        app.press(.character("f"))
        #expect(app.frame.contains("only "), "\(app.frame)")

        // Then help's words for f are the same
        #expect(before == "show each kind in turn")
        #expect(helpAction(app, key: "f") == before)
    }

    @Test func at80x24TheFooterOffersFAndSWhereTheyAct() {
        // Given Favourites with one kind, then two
        let app = AppHarness()
        favouritesWithThePilot(app)
        #expect(app.footerWithoutStatus.contains("s unstar"), "\(app.footerWithoutStatus)")
        #expect(!app.footerWithoutStatus.contains("f "), "\(app.footerWithoutStatus)")
        app.press(.character("2"), .character("s"))
        openFavourites(app)
        #expect(app.frame.contains("Favourites · 2"))

        // When / Then
        #expect(app.footerWithoutStatus.contains("f next kind"), "\(app.footerWithoutStatus)")
        #expect(app.footerWithoutStatus.contains("s unstar"), "\(app.footerWithoutStatus)")
    }

    @Test func inSpanishTheKeysSayTheSame() {
        Localizer.$current.withValue(FrameStrings.localizer(.spanish)) {
            // Given Favoritos holding only an episode
            let app = AppHarness()
            favouritesWithThePilot(app)
            #expect(app.footerWithoutStatus.contains("s desmarcar"), "\(app.footerWithoutStatus)")
            #expect(helpAction(app, key: "f") == "mostrar cada tipo por turno")

            // When
            app.press(.character("f"))

            // Then
            #expect(
                app.frame.contains("Solo hay episodios entre los favoritos: no hay otro tipo que mostrar."),
                "\(app.frame)")
        }
    }
}
