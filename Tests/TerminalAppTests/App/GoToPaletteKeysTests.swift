import Core
import Testing

@testable import TerminalApp

/// The `:` palette from the keyboard: typing filters, ↑↓ choose, Enter goes through the
/// deep-link path, Esc closes, ^D asks before forgetting where the user went.
@MainActor
@Suite struct GoToPaletteKeysTests {
    @Test func typingANameAndEnterOpensItInItsTab() {
        // Given the palette on Home
        let app = AppHarness()
        app.press(.character(":"))
        #expect(app.frame.contains("Go to"))
        #expect(app.lines[23].contains("esc close"))

        // When a fuzzy name is typed and Enter pressed
        app.type("smmr smth")
        #expect(app.frame.contains("▸ Summer Smith") || app.frame.contains("> Summer Smith"))
        app.press(.enter)

        // Then the character is open in Characters, over that tab's root, and the palette is gone
        #expect(app.breadcrumb == " Characters › Summer Smith")
        #expect(app.lines[0] == " Home [Characters] Episodes  Locations")
        #expect(!app.frame.contains("Go to"))
    }

    @Test func aCharacterWithNoSpeciesHasNoDanglingComma() throws {
        // Given a catalog whose character has an empty species
        let scratch = try ScratchDirectory(prefix: "challenge-palette")
        let catalog = try scratch.write(
            #"[{"id": 3, "name": "Nobody Known", "status": "unknown", "species": "", "gender": "Male"}]"#,
            to: "c.json")
        let app = AppHarness(data: .catalogFile(catalog))

        // When the palette finds it
        app.press(.character(":"))
        app.type("nobody")

        // Then its row says "#3 unknown", with no comma standing for the empty field
        #expect(app.frame.contains("#3 unknown"), "\(app.frame)")
        #expect(!app.frame.contains("#3 ,"))
    }

    @Test func aTypedLinkStillWorksAndAnUnknownOneIsNotFound() {
        let app = AppHarness()
        app.press(.character(":"))
        app.type("challenge://episode/detail/1")
        app.press(.enter)
        #expect(app.breadcrumb.hasPrefix(" Episodes › "))

        app.press(.character(":"))
        app.type("challenge://nowhere")
        app.press(.enter)
        #expect(app.breadcrumb.hasSuffix("Not Found"))
        #expect(app.frame.contains("challenge://nowhere"))
    }

    @Test func downChoosesTheNextPlace() {
        let app = AppHarness()
        app.press(.character(":"))
        app.type("locations")
        app.press(.enter)
        #expect(app.breadcrumb == " Locations")

        // The empty palette lists the screens after what was chosen before
        app.press(.character(":"))
        app.press(.down, .down, .enter)
        #expect(app.breadcrumb == " Home › [About]")
    }

    @Test func escClosesAndEnterWithNothingMatchingStays() {
        let app = AppHarness()
        app.press(.enter, .character(":"))
        app.type("zzzzqqqq")
        #expect(app.frame.contains("Nothing matches"))
        app.press(.enter)
        #expect(app.frame.contains("Go to"))
        app.press(.escape)
        #expect(!app.frame.contains("Go to"))
        #expect(app.breadcrumb == " Characters")
        #expect(app.session.layers.count == 1)
    }

    @Test func keysTypedInThePaletteDoNotReachTheScreen() {
        let app = AppHarness()
        app.press(.character(":"))
        app.press(.character("q"), .character("2"), .backspace, .backspace)
        #expect(!app.controller.wantsQuit)
        #expect(app.session.tabs.selectedIndex == 0)
        #expect(app.frame.contains("type a name"))
    }

    @Test func ctrlDAsksBeforeForgettingRecentPlacesAndEscKeepsThem() throws {
        // Given a place chosen before
        let app = AppHarness()
        app.press(.character(":"))
        app.type("about")
        app.press(.enter, .escape)
        app.press(.character(":"))
        #expect(app.frame.contains("recent"))

        // When ^D is pressed, then an alert asks; Esc cancels and the place is still remembered
        app.press(.control("d"))
        #expect(app.frame.contains("Forget recent places?"))
        #expect(app.session.layers.last?.modal?.navigation.style == .alert)
        app.press(.escape)
        #expect(!app.frame.contains("Forget recent places?"))
        app.press(.character(":"))
        #expect(app.frame.contains("recent"))

        // When ^D and Enter, then they are forgotten and the status says so
        app.press(.control("d"), .enter)
        #expect(app.frame.contains("Forgot 1 recent place"))
        app.press(.character(":"))
        #expect(!app.frame.contains("recent"))
    }

    @Test(arguments: [(40, 12), (80, 24)])
    func forgetRecentGivesWayWholeOnANarrowFooter(width: Int, height: Int) {
        // Given a place chosen before, and the palette open again
        let app = AppHarness(width: width, height: height)
        app.press(.character(":"))
        app.type("about")
        app.press(.enter, .escape, .character(":"))

        // Then its footer offers ^D with what it does, or not at all (never a bare "^D")
        let footer = app.lines[height - 1]
        #expect(footer.contains("esc close"), "\(footer)")
        #expect(footer.contains("^D forget recent") == (width >= 80), "\(footer)")
        #expect(!footer.contains("^D") || footer.contains("^D forget recent"), "\(footer)")
    }
}

/// The palette comes back after the question it asked.
@MainActor
@Suite struct GoToPaletteAlertTests {
    @Test(arguments: [Key.escape, Key.enter])
    func afterForgetRecentIsAnsweredThePaletteIsBack(_ answer: Key) {
        // Given a remembered place and the palette open
        let app = AppHarness()
        app.press(.character(":"))
        app.type("pilot")
        app.press(.enter)
        app.press(.character(":"))

        // When Ctrl+D asks, and the question is answered
        app.press(.control("d"))
        #expect(app.frame.contains("Forget recent places?"))
        app.press(answer)

        // Then the palette is open again
        #expect(!app.frame.contains("Forget recent places?"))
        #expect(app.frame.contains("Go to · "))
    }
}
