import Testing

@testable import TerminalApp

/// `[theme]`: a base and per-role colours, in the styles the views draw with and in an
/// SVG picture; NO_COLOR still wins.
@MainActor
@Suite struct ThemeConfigTests {
    private func theme(_ text: String, usesColor: Bool = true) throws -> Theme {
        Theme(ascii: false, usesColor: usesColor, settings: try UserConfig(text: text, file: "c.toml").theme)
    }

    @Test func aLightThemeChangesEveryRolesColour() throws {
        let dark = Theme(ascii: false, usesColor: true)
        let light = try theme("[theme]\nbase = \"light\"\n")
        for role in ThemeSettings().roleNames {
            let before = dark.palette.hex(dark.style(named: role).foreground ?? .white)
            let after = light.palette.hex(light.style(named: role).foreground ?? .white)
            #expect(light.style(named: role).foreground != nil, "\(role) has no colour in light")
            #expect(before != after || dark.style(named: role).foreground == nil, "\(role)")
        }
        #expect(light.palette == .light)
    }

    @Test func theDarkBaseIsTheAppsPaletteAsItWas() {
        let dark = Theme(ascii: false, usesColor: true)
        #expect(dark.title == Style.color(.cyan, bold: true))
        #expect(dark.selection == .reverse && dark.bar == .reverse && dark.muted == .dim)
        #expect(dark.error == Style.color(.red, bold: true))
        #expect(dark.style(named: "alive") == Style.color(.green, bold: true))
        #expect(dark.style(named: "unknown") == Style.color(.yellow))
        #expect(dark.box(focused: true) == .bold && dark.box(focused: false) == .dim)
    }

    @Test func aRoleColourOverridesTheBaseAndNoColorStillWins() throws {
        let coloured = try theme("[theme]\nselection = \"#005f87\"\ntitle = 200\n")
        #expect(coloured.selection == Style(foreground: Style.Color(index: 24), reverse: true))
        #expect(coloured.title.foreground == Style.Color(index: 200))
        let noColor = try theme("[theme]\nbase = \"light\"\ntitle = 200\n", usesColor: false)
        for role in ThemeSettings().roleNames { #expect(noColor.style(named: role).foreground == nil) }
    }

    @Test func aFeaturesRoleIsColouredByItsNameAndDrawsItsMarkers() throws {
        // Given a config colouring the role Character registers for a living character
        let theme = try theme("[theme]\nalive = \"blue\"\n")

        // When the Characters list is drawn (Rick, alive, first)
        let app = AppHarness(theme: theme)
        app.press(.character("2"))
        let canvas = app.controller.nextFrame().canvas
        let row = try #require(app.row(containing: "Morty Smith"), "\(app.frame)")
        let marker = try #require(canvas[1, row])

        // Then his marker is drawn in it, bold as the role says
        #expect(marker.character == "●")
        #expect(marker.style == Style.color(.blue, bold: true))
    }

    @Test func aSlipInARoleOrAnActionIsToldTheNearestName() {
        #expect {
            try UserConfig(text: "[theme]\nalvie = \"blue\"\n", file: "c.toml")
        } throws: { "\($0)".contains("unknown key \"alvie\" in [theme] (did you mean alive?)") }
        #expect {
            try UserConfig(text: "[keys]\nfliter = \"f\"\n", file: "c.toml")
        } throws: { "\($0)".contains("(did you mean filter?)") }
    }

    @Test func aRoleNoFeatureRegistersIsRefusedWithTheKnownOnes() {
        #expect {
            try UserConfig(text: "[theme]\nalive_ish = \"blue\"\n", file: "c.toml")
        } throws: { error in
            "\(error)".contains("alive_ish") && "\(error)".contains("alive, dead, unknown")
        }
    }

    @Test func monoHasNoColour() throws {
        let mono = try theme("[theme]\nbase = \"mono\"\n")
        for role in ThemeSettings().roleNames { #expect(mono.style(named: role).foreground == nil) }
        #expect(mono.selection.reverse)
    }

    /// Rick's detail drawn in `theme`, and the style of the first cell of `text` on it.
    private func styleOnRicksDetail(of text: String, theme: Theme) throws -> Style {
        let app = AppHarness(theme: theme)
        app.press(.character("2"), .enter)
        let canvas = app.controller.nextFrame().canvas
        let row = try #require(app.row(containing: text), "\(app.frame)")
        let line = try #require(canvas.line(row))
        // The detail's lines hold only one-column characters before a link's title.
        let x = line.distance(from: line.startIndex, to: try #require(line.firstRange(of: text)).lowerBound)
        return try #require(canvas[x, row]?.style)
    }

    @Test(arguments: ["dark", "light"])
    func aDetailsLinksAreDrawnInTheLinkColour(base: String) throws {
        // Given a config that colours links, over either base
        let theme = try theme("[theme]\nbase = \"\(base)\"\nlink = \"#ff00ff\"\n")

        // When Rick's detail is drawn, his first place selected and his episodes below
        let episode = try styleOnRicksDetail(of: "Pilot", theme: theme)
        let selected = try styleOnRicksDetail(of: "Earth (C-137)", theme: theme)

        // Then an unselected link's title is in the link colour; the selected one keeps the selection's
        #expect(episode.foreground == Style.Color(hex: "#ff00ff"))
        #expect(selected == theme.selection.with(bold: true))
    }

    @Test func theLightBaseDrawsLinksInItsOwnLinkColour() throws {
        // Given the light base, whose link colour is its own (index 25)
        let light = try theme("[theme]\nbase = \"light\"\n")

        // When Rick's detail is drawn, then an episode's link is in it
        #expect(try styleOnRicksDetail(of: "Pilot", theme: light).foreground == Style.Color(index: 25))
    }

    @Test func aLightThemesPictureIsLightAndDiffersFromTheDarkOne() throws {
        // Given the same frame drawn in each theme
        func picture(_ theme: Theme) -> String {
            let app = AppHarness(theme: theme)
            app.press(.enter)
            return SVGPicture.render(app.controller.nextFrame().canvas, palette: theme.palette)
        }
        let dark = picture(Theme(ascii: false, usesColor: true))
        let light = picture(try theme("[theme]\nbase = \"light\"\n"))

        // Then the light one is drawn on a light background, in other colours
        #expect(dark.contains("fill=\"#1d1f21\"/>"))
        #expect(light.contains("<rect width=\"720\" height=\"432\" fill=\"#fafafa\"/>"), "\(light.prefix(600))")
        #expect(light != dark)
        let lightFills = Set(light.matches(of: /fill="(#[0-9a-f]{6})"/).map { String($0.1) })
        #expect(!lightFills.contains(SVGPalette.dark.background) && !lightFills.contains(SVGPalette.dark.foreground))
    }
}
