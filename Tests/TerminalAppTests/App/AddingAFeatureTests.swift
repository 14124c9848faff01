import FoundationEssentials
import Testing

@testable import Core
@testable import TerminalApp

/// "Adding a feature touches its folders and the joints, nothing else": a fifth feature,
/// made only here, registered beside the app's own, shows up wherever the app lists its
/// features — the help text, `--without`, the tabs and their keys, deep links, the palette.
@MainActor
@Suite struct AddingAFeatureTests {
    private static let features = AppComposition.features + [PortalFeature.registration]

    private func controller(without: LeftOutFeatures = .none) throws -> AppController {
        let scheduler = EventLoopScheduler(clock: .virtual)
        let environment = AppEnvironment(
            scheduler: scheduler, tracker: Tracker(providers: []), storage: InMemoryStateStorage())
        let container = try AppComposition.makeContainer(
            data: .embedded, environment: environment, without: without, features: Self.features)
        try container.waitForData()
        let session = AppSession(container: container)
        session.start()
        return AppController(
            session: session, theme: Theme(ascii: false, usesColor: false), size: (100, 24),
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

    @Test func thePaletteOffersItsScreen() throws {
        let app = try controller()

        let links = app.session.container.features.flatMap { $0.goToPlaces() }.flatMap { places in
            (0..<places.count).map { places.entry($0).link }
        }

        #expect(links.contains("challenge://portal/main"))
    }
}

// MARK: The fifth feature: one destination, one screen, one link

@MainActor
private enum PortalIncomingNavigation: IncomingNavigationContract {
    case main
}

@MainActor
private struct PortalDeepLinkHandler: DeepLinkHandlerContract {
    let host = "portal"
    var links: [String] { ["challenge://portal/main"] }

    func resolve(_ url: URL) -> DeepLinkDestination? {
        guard handles(url), DeepLink.pathComponents(of: url) == ["main"] else { return nil }
        return DeepLinkDestination(stack: [])
    }
}

@MainActor
private struct PortalFeature: FeatureContract {
    static let registration = AppFeature(
        deepLinks: PortalDeepLinkHandler(), tab: "Portals", incoming: PortalIncomingNavigation.self
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

@MainActor
private final class PortalViewModel: ScreenViewModelContract, TerminalPresentable {
    var title: String { "Portals" }
    var terminalView: any ScreenView { PortalView() }
}

@MainActor
private struct PortalView: ScreenView {
    func bindings(_ context: ViewContext) -> [KeyBinding] { [] }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        canvas.text("The fifth feature.", x: area.x + 1, y: area.y + 1)
        return nil
    }
}
