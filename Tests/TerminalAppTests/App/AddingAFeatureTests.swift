import FoundationEssentials
import Testing

@testable import Core
@testable import TerminalApp

/// "Adding a feature touches its folders and the joints, nothing else": a fifth feature,
/// made only here, registered beside the app's own, shows up wherever the app lists its
/// features — the help text, `--without`, the tabs and their keys, deep links, the palette,
/// `[start] tab` and the theme's roles.
@Suite struct AddingAFeatureTests {
    private static let features = AppComposition.features + [PortalFeature.registration]

    private func controller(
        without: LeftOutFeatures = .none, theme: Theme = Theme(ascii: false, usesColor: false)
    ) throws -> AppController {
        let scheduler = EventLoopScheduler(clock: .virtual)
        let environment = AppEnvironment(
            scheduler: scheduler, tracker: Tracker(providers: []), storage: InMemoryStateStorage())
        let container = try AppComposition.makeContainer(
            data: .embedded, environment: environment, without: without, features: Self.features)
        try container.waitForData()
        let session = AppSession(container: container)
        session.start()
        return AppController(
            session: session, theme: theme, size: (100, 24),
            clock: { scheduler.now })
    }

    @Test func theHelpTextListsItsTabAndItsLinks() {
        let help = ChallengeCommand.discussion(features: Self.features)

        #expect(help.contains("1-5 tabs (Home, Characters, Episodes, Locations, Portals)"), "\(help)")
        #expect(help.contains("challenge://portal/main"), "\(help)")
        #expect(ChallengeCommand.withoutHelp(features: Self.features).contains("location, portal"))
    }

    @Test func theShippedHelpTextIsTheSameListReadFromTheCompositionRoot() {
        let help = ChallengeCommand.discussion(features: AppComposition.features)

        #expect(help.contains("1-4 tabs (Home, Characters, Episodes, Locations)"), "\(help)")
        #expect(!help.contains("portal"))
        #expect(ChallengeCommand.configuration.discussion == help)
    }

    @Test func itCanBeLeftOutByNameAndUnknownNamesListIt() throws {
        #expect(try LeftOutFeatures(parsing: "portal", among: Self.features).hosts == ["portal"])
        #expect {
            try LeftOutFeatures(parsing: "portl", among: Self.features)
        } throws: { "\($0)".contains("(known: home, character, episode, location, portal)") }
        #expect(throws: LeftOutFeatures.Invalid.self) { try LeftOutFeatures(parsing: "portal") }
    }

    @Test func itIsATabTheNextDigitSelects() throws {
        let app = try controller()

        app.handle(.character("5"))

        #expect(app.session.tabs.tabs.map(\.id) == ["home", "character", "episode", "location", "portal"])
        #expect(app.session.activeScreen is PortalViewModel)
        let frame = app.render().canvas.plainText
        #expect(frame.split(separator: "\n").first?.contains("Portals") == true, "\(frame)")
        #expect(frame.contains("The fifth feature."), "\(frame)")
    }

    @Test func itsLinkOpensItsTab() throws {
        let app = try controller()

        app.session.open(url: "challenge://portal/main")

        #expect(app.session.activeScreen is PortalViewModel)
        #expect(app.session.snapshot().links.last?.feature == "portal")
    }

    @Test func leftOutItHasNoTabAndItsLinkIsNotFound() throws {
        let app = try controller(without: LeftOutFeatures(parsing: "portal", among: Self.features))

        app.session.open(url: "challenge://portal/main")

        #expect(!app.session.tabs.tabs.contains { $0.id == "portal" })
        #expect(app.session.activeScreen is NotFoundViewModel)
    }

    @Test func aConfigStartsOnItsTabAndColoursItsThemeRole() throws {
        // Given a config naming its tab and its role, read with the features it is part of
        let config = try UserConfig(
            text: "[start]\ntab = \"portals\"\n[theme]\nportal_glow = \"magenta\"\n", file: "c.toml",
            features: Self.features)

        // Then the app starts on its tab's link, and its screen draws in the role's colour
        #expect(config.startLink == "challenge://portal/main")
        let app = try controller(theme: Theme(ascii: false, usesColor: true, settings: config.theme))
        app.handle(.character("5"))
        let canvas = app.render().canvas
        let lines = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("The fifth feature.") })
        let column = lines[row].distance(
            from: lines[row].startIndex, to: try #require(lines[row].firstRange(of: "The fifth")).lowerBound)
        #expect(canvas[column, row]?.style == Style.color(.magenta))
    }

    @Test func withoutItTheConfigRefusesItsTabAndRole() {
        #expect(throws: ConfigError.self) { try UserConfig(text: "[start]\ntab = \"portal\"\n", file: "c.toml") }
        #expect(throws: ConfigError.self) {
            try UserConfig(text: "[theme]\nportal_glow = \"red\"\n", file: "c.toml")
        }
    }

    @Test func thePaletteOffersItsScreen() throws {
        let app = try controller()

        let links = app.session.container.features.flatMap { $0.goToPlaces() }.flatMap { places in
            (0..<places.count).map { places.entry($0).link }
        }

        #expect(links.contains("challenge://portal/main"))
    }
}

// MARK: The fifth feature: one destination, one screen, one link

private enum PortalIncomingNavigation: IncomingNavigationContract {
    case main
}

private struct PortalDeepLinkHandler: DeepLinkHandlerContract {
    let host = "portal"
    var links: [String] { ["challenge://portal/main"] }

    func resolve(_ url: URL) -> DeepLinkDestination? {
        guard handles(url), DeepLink.pathComponents(of: url) == ["main"] else { return nil }
        return DeepLinkDestination(stack: [])
    }
}

private struct PortalFeature: FeatureContract {
    static let registration = AppFeature(
        deepLinks: PortalDeepLinkHandler(), tab: "Portals", incoming: PortalIncomingNavigation.self,
        themeRoles: [ThemeRole("portal_glow", dark: 5, light: 90)]
    ) { _ in PortalFeature() }

    var deepLinkHandler: (any DeepLinkHandlerContract)? { PortalDeepLinkHandler() }
    var mainDestination: any IncomingNavigationContract { PortalIncomingNavigation.main }

    func goToPlaces() -> [GoToPlaces] {
        [.screens([.screen("Portals", link: "challenge://portal/main")])]
    }

    func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> (any ScreenViewModelContract)? {
        destination.wrapped is PortalIncomingNavigation ? PortalViewModel() : nil
    }
}

private final class PortalViewModel: ScreenViewModelContract, TerminalPresentable {
    var title: String { "Portals" }
    var terminalView: any ScreenView { PortalView() }
}

private struct PortalView: ScreenView {
    func bindings(_ context: ViewContext) -> [KeyBinding] { [] }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        canvas.text(
            "The fifth feature.", x: area.x + 1, y: area.y + 1, style: context.theme.style(named: "portal_glow"))
        return nil
    }
}
