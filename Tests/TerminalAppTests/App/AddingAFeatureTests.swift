import FoundationEssentials
import Testing

@testable import Core
@testable import TerminalApp

/// "Adding a feature touches its folders and the joints, nothing else": a fifth feature,
/// made only here, registered beside the app's own, shows up wherever the app lists its
/// features — the help text, `--without`, the tabs and their keys, deep links, the palette,
/// `[start] tab` and the theme's roles. A sixth, which is no tab, has an entry in Home's
/// menu, opens over the tab in front, and reads every record of another feature.
@MainActor
@Suite struct AddingAFeatureTests {
    private static let features = AppComposition.features + [PortalFeature.registration, AlmanacFeature.registration]

    private func controller(
        without: LeftOutFeatures = .none, theme: Theme = Theme(ascii: false, usesColor: false),
        data: DataSource = .embedded
    ) throws -> AppController {
        let scheduler = EventLoopScheduler(clock: .virtual)
        let environment = AppEnvironment(
            scheduler: scheduler, tracker: Tracker(providers: []), storage: InMemoryStateStorage())
        let container = try AppComposition.makeContainer(
            data: data, environment: environment, without: without, features: Self.features,
            redirect: PortalRedirect(features: Self.features))
        try container.waitForData()
        let session = AppSession(container: container)
        session.start()
        return AppController(
            session: session, theme: theme, size: (100, 24),
            clock: { scheduler.now })
    }

    @Test func theHelpTextListsItsTabAndItsLinks() {
        let help = ChallengeCommand.discussion(features: Self.features)

        let tabs = Self.features.compactMap(\.tab)
        #expect(help.contains("1-\(tabs.count) tabs (\(tabs.joined(separator: ", ")))"), "\(help)")
        #expect(tabs.last == "Portals")
        #expect(help.contains("challenge://portal/main"), "\(help)")
        #expect(ChallengeCommand.withoutHelp(features: Self.features).contains("portal, almanac"))
    }

    @Test func theShippedHelpTextIsTheSameListReadFromTheCompositionRoot() {
        let help = ChallengeCommand.discussion(features: AppComposition.features)

        let tabs = AppComposition.features.compactMap(\.tab)
        #expect(help.contains("1-\(tabs.count) tabs (\(tabs.joined(separator: ", ")))"), "\(help)")
        #expect(!help.contains("portal"))
        #expect(ChallengeCommand.configuration.discussion == help)
    }

    @Test func itCanBeLeftOutByNameAndUnknownNamesListIt() throws {
        #expect(try LeftOutFeatures(parsing: "portal", among: Self.features).hosts == ["portal"])
        #expect {
            try LeftOutFeatures(parsing: "portl", among: Self.features)
        } throws: { "\($0)".contains("(known: \(Self.features.map(\.host).joined(separator: ", ")))") }
        #expect(throws: LeftOutFeatures.Invalid.self) { try LeftOutFeatures(parsing: "portal") }
    }

    @Test func itIsATabTheNextDigitSelects() throws {
        let app = try controller()

        app.handle(.character("5"))

        #expect(app.session.tabs.tabs.map(\.id) == ["home", "character", "episode", "location", "portal"])
        #expect(app.session.activeScreen is PortalViewModel)
        let frame = app.render().canvas.plainText
        #expect(frame.split(separator: "\n").first?.contains("Portals") == true, "\(frame)")
        #expect(frame.contains("Portals known: Garage"), "\(frame)")
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
        let row = try #require(lines.firstIndex { $0.contains("Portals known") })
        let column = lines[row].distance(
            from: lines[row].startIndex, to: try #require(lines[row].firstRange(of: "Portals known")).lowerBound)
        #expect(canvas[column, row]?.style == Style.color(.magenta))
    }

    @Test func withoutItTheConfigRefusesItsTabAndRole() {
        #expect(throws: ConfigError.self) { try UserConfig(text: "[start]\ntab = \"portal\"\n", file: "c.toml") }
        #expect(throws: ConfigError.self) {
            try UserConfig(text: "[theme]\nportal_glow = \"red\"\n", file: "c.toml")
        }
    }

    @Test func itsScreenLeadsToAnotherFeatureThroughTheRedirectRowsItBrings() throws {
        // Given its gate screen, opened from its main screen
        let app = try controller()
        app.session.open(url: "challenge://portal/main")
        app.handle(.enter)
        #expect(app.session.breadcrumb.map(\.title).suffix(2) == ["Portals", "Gate 7"])

        // When the gate leads out (its Outgoing destination), then the redirect it brought
        // makes it Character's detail, pushed on its stack
        app.handle(.enter)
        #expect(app.session.activeScreen is CharacterDetailViewModel)
        let redirect = try #require(app.session.snapshot().redirects.last)
        #expect(redirect.from == "portal.character(7)" && redirect.to == "character.detail(7)")
    }

    @Test func itsStackIsSavedAndRestoredThroughItsArchive() throws {
        // Given its gate screen open
        let app = try controller()
        app.session.open(url: "challenge://portal/main")
        app.handle(.enter)
        let saved = app.session.savedNavigation()

        // When a new app restores what was saved
        let restored = try controller()
        restored.session.restore(saved, log: MemoryLog())

        // Then the gate is back, read by its own archive
        #expect(saved.tabs.contains { $0.id == "portal" })
        #expect(restored.session.breadcrumb.map(\.title).suffix(2) == ["Portals", "Gate 7"])
    }

    @Test func itsRecordsAreReadFromItsSectionOfTheCatalogBesideTheOthers() throws {
        // Given a catalog with a character and a section of its own
        let catalog =
            #"{"characters": [{"id": 1, "name": "Rick Sanchez", "status": "Alive", "species": "Human", "gender": "Male"}], "portals": [{"id": 4, "name": "Citadel"}]}"#

        // When the app is made from it and its screen opened
        let app = try controller(data: .catalogData(Data(catalog.utf8)))
        app.session.open(url: "challenge://portal/main")

        // Then it read its records through the registration, and Character its own
        let frame = app.render().canvas.plainText
        #expect(frame.contains("Portals known: Citadel"), "\(frame)")
        app.session.open(url: "challenge://character/list")
        #expect(app.render().canvas.plainText.contains("Rick Sanchez"))
    }

    @Test func itsKeyActionIsBoundByNameInAConfigAndDoesItsWork() throws {
        // Given a config that moves its action to another key, read with the features
        let config = try UserConfig(
            text: "[keys]\nopen_gate = \"p\"\n", file: "c.toml", features: Self.features)
        let app = try controller()
        app.keyMap = config.keys
        app.session.open(url: "challenge://portal/main")

        // When its old key, then its new one, is pressed
        app.handle(.character("o"))
        #expect(app.session.breadcrumb.map(\.title).last == "Portals")
        app.handle(.character("p"))

        // Then the new key did it, and help lists it with its summary
        #expect(app.session.breadcrumb.map(\.title).last == "Gate 7")
        #expect(
            KeyAction.all(of: Self.features).contains { $0.rawValue == "open_gate" && $0.summary == "open the gate" })
    }

    @Test func withoutItTheConfigRefusesItsKeyAction() {
        #expect(throws: ConfigError.self) { try UserConfig(text: "[keys]\nopen_gate = \"p\"\n", file: "c.toml") }
    }

    // MARK: The sixth feature, no tab

    @Test func itsMenuEntryIsOnHomeAfterTheShippedOnesAndBeforeAbout() throws {
        let app = try controller()

        let home = try #require(app.session.activeScreen as? HomeViewModel)

        let shipped = AppComposition.features.compactMap(\.menu).map(\.title.text)
        #expect(home.items.map(\.title) == shipped + ["Almanac", "About"])
        #expect(home.items.first { $0.title == "Almanac" }?.detail == "Every season, from every episode")
    }

    @Test func choosingItsEntryOnHomePushesItOverHomeAndBackReturnsToHome() throws {
        // Given Home, its entry chosen by its text
        let app = try controller()
        #expect(app.selectRow(titled: "Almanac")?.selected == true)

        // When it is opened
        app.handle(.enter)

        // Then it is pushed inside Home's tab, and Back returns to Home
        #expect(app.session.tabs.selected.id == "home")
        #expect(app.session.breadcrumb.map(\.title) == ["Home", "Almanac"])
        app.handle(.escape)
        #expect(app.session.activeScreen is HomeViewModel)
    }

    @Test func itsLinkOpensOnTopOfTheTabInFrontAndBackReturnsWhereTheUserWas() throws {
        // Given the Characters tab on a detail
        let app = try controller()
        app.session.open(url: "challenge://character/detail/3")
        let detail = app.session.activeScreen

        // When its link is opened
        app.session.open(url: "challenge://almanac/main")

        // Then it is on top of the detail, in the same tab; Back returns to the detail
        #expect(app.session.tabs.selected.id == "character")
        #expect(app.session.breadcrumb.map(\.title) == ["Characters", "Summer Smith", "Almanac"])
        app.handle(.escape)
        #expect(app.session.activeScreen === detail)
        #expect(app.session.breadcrumb.map(\.title) == ["Characters", "Summer Smith"])
    }

    @Test func itReadsEveryRecordOfAnotherFeatureThroughTheNeedTheCompositionAnswers() throws {
        let app = try controller()

        app.session.open(url: "challenge://almanac/main")

        // The embedded catalog's 51 episodes, made into their seasons
        #expect(app.render().canvas.plainText.contains("Seasons: S01, S02, S03, S04, S05"))
    }

    @Test func thePaletteOffersItsScreen() throws {
        let app = try controller()

        let links = app.session.container.features.flatMap { $0.goToPlaces() }.flatMap { places in
            (0..<places.count).map { places.entry($0).link }
        }

        #expect(links.contains("challenge://portal/main"))
    }
}

// MARK: The fifth feature: its records, two destinations, a way out, a link, an archive

private enum PortalIncomingNavigation: IncomingNavigationContract {
    case main
    case gate(Int)
}

/// Where it leads outside itself: a gate opens onto a character.
private enum PortalOutgoingNavigation: OutgoingNavigationContract {
    case character(Int)
}

/// Its rows of the redirect table, before the app's own: the composition root's joint.
private struct PortalRedirect: NavigationRedirectContract {
    let features: [AppFeature]

    func redirect(_ navigation: any OutgoingNavigationContract) -> (any IncomingNavigationContract)? {
        switch navigation {
        case PortalOutgoingNavigation.character(let id): CharacterIncomingNavigation.detail(identifier: id)
        default: AppNavigationRedirect(features: features).redirect(navigation)
        }
    }
}

/// Saves its destinations for `--restore`.
private struct PortalDestinationArchive: DestinationArchiveContract {
    let feature = "portal"
    let version = 1

    func save(_ destination: AnyNavigation) -> SavedDestination? {
        switch destination.wrapped as? PortalIncomingNavigation {
        case .main: saved("main")
        case .gate(let id): saved("gate", ["id": String(id)])
        case nil: nil
        }
    }

    func restore(_ saved: SavedDestination) -> AnyNavigation? {
        guard readable(saved) else { return nil }
        switch saved.name {
        case "main": return AnyNavigation(PortalIncomingNavigation.main)
        case "gate":
            return saved.values["id"].flatMap(Int.init).map { AnyNavigation(PortalIncomingNavigation.gate($0)) }
        default: return nil
        }
    }
}

private struct PortalDeepLinkHandler: DeepLinkHandlerContract {
    let host = "portal"
    var links: [String] { ["challenge://portal/main"] }

    func resolve(_ url: URL) -> DeepLinkDestination? {
        guard handles(url), DeepLink.pathComponents(of: url) == ["main"] else { return nil }
        return DeepLinkDestination(stack: [])
    }
}

/// Its records: a portal has an id and a name; a catalog holds them under "portals".
private struct PortalModel: Identifiable, Sendable, NamedRecord {
    let id: Int
    let name: String

    static func read(_ reader: inout JSONReader) throws -> PortalModel {
        var id: Int?
        var name: String?
        try reader.readObject(keys: JSONKeys(["id", "name"])) { reader, key in
            switch key {
            case 0: id = try reader.readInteger(field: "id")
            case 1: name = try reader.readString(field: "name")
            default: try reader.skipValue()
            }
        }
        guard let id, let name else { throw reader.failure("a portal has an id and a name") }
        return PortalModel(id: id, name: name)
    }

    static let records = FeatureRecords.of(
        PortalModel.self, kind: "portal",
        embedded: { LocalRecords([PortalModel(id: 1, name: "Garage")], noun: "portal") },
        catalog: { document in
            let portals = try JSONRecords.catalog(document, key: "portals", read) ?? []
            return (LocalRecords(portals, noun: "portal"), [])
        },
        server: { client in RemoteRecords(client: client, resource: "portal", noun: "portal", readRecord: read) })
}

private struct PortalFeature: FeatureContract {
    static let registration = AppFeature(
        deepLinks: PortalDeepLinkHandler(), tab: "Portals", incoming: PortalIncomingNavigation.self,
        records: PortalModel.records, themeRoles: [ThemeRole("portal_glow", dark: 5, light: 90)],
        keyActions: [openGate]
    ) { parts in try PortalFeature(portals: parts.records(of: PortalModel.self)) }

    static let openGate = FeatureKeyAction("open_gate", keys: ["o"], summary: "open the gate")

    let portals: any RecordSourceContract<PortalModel>

    var deepLinkHandler: (any DeepLinkHandlerContract)? { PortalDeepLinkHandler() }
    var destinationArchive: (any DestinationArchiveContract)? { PortalDestinationArchive() }
    var mainDestination: any IncomingNavigationContract { PortalIncomingNavigation.main }

    func goToPlaces() -> [GoToPlaces] {
        [.screens([.screen("Portals", link: "challenge://portal/main")])]
    }

    func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> (any ScreenViewModelContract)? {
        switch destination.wrapped as? PortalIncomingNavigation {
        case .main:
            PortalViewModel(
                title: "Portals", text: "Portals known: " + portals.knownRecords().map(\.name).joined(separator: ", "),
                navigator: context.navigator
            ) { $0.navigate(to: PortalIncomingNavigation.gate(7)) }
        case .gate(let id):
            PortalViewModel(title: "Gate \(id)", text: "The fifth feature.", navigator: context.navigator) {
                $0.navigate(to: PortalOutgoingNavigation.character(id))
            }
        case nil:
            nil
        }
    }
}

/// One screen: a title, and Enter to go on.
private final class PortalViewModel: ScreenViewModelContract, TerminalPresentable {
    let title: String
    let text: String
    private let navigator: any NavigatorContract
    private let onEnter: (any NavigatorContract) -> Void

    init(
        title: String, text: String, navigator: any NavigatorContract,
        onEnter: @escaping (any NavigatorContract) -> Void
    ) {
        self.title = title
        self.text = text
        self.navigator = navigator
        self.onEnter = onEnter
    }

    var terminalView: any ScreenView { PortalView(text: text, enter: { [unowned self] in onEnter(navigator) }) }
}

private struct PortalView: ScreenView {
    let text: String
    let enter: () -> Void

    func bindings(_ context: ViewContext) -> [KeyBinding] {
        [
            KeyBinding([.enter], "enter", "go on") { enter() },
            KeyBinding([.character("o")], "o", "open the gate", named: KeyAction(PortalFeature.openGate)) { enter() },
        ]
    }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        canvas.text(text, x: area.x + 1, y: area.y + 1, style: context.theme.style(named: "portal_glow"))
        return nil
    }
}

// MARK: The sixth feature: no tab, an entry in Home's menu, rows made from every episode

private enum AlmanacIncomingNavigation: IncomingNavigationContract {
    case main
}

private struct AlmanacDeepLinkHandler: DeepLinkHandlerContract {
    let host = "almanac"
    var links: [String] { ["challenge://almanac/main"] }

    func resolve(_ url: URL) -> DeepLinkDestination? {
        guard handles(url), DeepLink.pathComponents(of: url) == ["main"] else { return nil }
        return DeepLinkDestination(stack: [AlmanacIncomingNavigation.main])
    }
}

private struct AlmanacFeature: FeatureContract {
    /// Its registration: the composition root's entry, which answers its need from Episode's records.
    static let registration = AppFeature(
        deepLinks: AlmanacDeepLinkHandler(), tab: nil, incoming: AlmanacIncomingNavigation.self,
        menu: MenuEntry(
            LocalizedString("almanac.title", "Almanac"),
            LocalizedString("almanac.menuDetail", "Every season, from every episode"), link: "challenge://almanac/main")
    ) { parts in
        try AlmanacFeature(
            seasons: .from(parts.records(of: EpisodeModel.self)) { episodes in
                Array(Set(episodes.map { String($0.code.prefix(3)) })).sorted()
            })
    }

    /// The seasons: its need, declared as rows made from every record of another feature.
    let seasons: DerivedRecords<String>

    var deepLinkHandler: (any DeepLinkHandlerContract)? { AlmanacDeepLinkHandler() }
    var mainDestination: any IncomingNavigationContract { AlmanacIncomingNavigation.main }

    func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> (any ScreenViewModelContract)? {
        guard destination.wrapped as? AlmanacIncomingNavigation == .main else { return nil }
        let shown = (seasons.cached() ?? []).joined(separator: ", ")
        return PortalViewModel(title: "Almanac", text: "Seasons: " + shown, navigator: context.navigator) { _ in }
    }
}
