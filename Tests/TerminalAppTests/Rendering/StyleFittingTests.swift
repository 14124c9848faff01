import Testing

@testable import TerminalApp

/// A style on a terminal of fewer colours than it names (TERM=xterm has eight): hues go to
/// the nearest basic colour, greys never do.
@Suite struct StyleFittingTests {
    @Test func onEightColoursTheLightThemesGreysAreTheTerminalsOwnColourNeverYellow() {
        // Given the light theme, whose faint text is grey 244
        let light = Theme(
            ascii: false, usesColor: true,
            settings: {
                var s = ThemeSettings()
                s.base = .light
                return s
            }())

        // When each role is fitted to eight colours
        for role in light.settings.roleNames {
            let fitted = light.style(named: role).fitted(toColors: 8)
            // Then no grey comes out as a hue
            if light.style(named: role).foreground?.isGrey == true {
                #expect(fitted.foreground == nil, "\(role): \(String(describing: fitted.foreground))")
            }
        }
        // And faint text stays faint (dim), while a near-black grey is plain text
        #expect(light.muted.fitted(toColors: 8) == Style(dim: true))
        #expect(Style.color(Style.Color(index: 238)).fitted(toColors: 8) == .plain)
    }

    @Test func huesGoToTheNearestBasicColourAndSixteenColoursKeepGrey() {
        #expect(Style.color(Style.Color(index: 196)).fitted(toColors: 8).foreground == .red)
        #expect(Style.color(Style.Color(index: 28)).fitted(toColors: 8).foreground == .green)
        // Sixteen colours have a grey (bright black): it is used, and nothing turns dim
        #expect(Style.color(Style.Color(index: 244)).fitted(toColors: 16) == .color(Style.Color(index: 8)))
        #expect(Style.color(Style.Color(index: 244)).fitted(toColors: 256) == .color(Style.Color(index: 244)))
    }
}
