import Foundation
import Testing

@testable import Core
@testable import TerminalApp

/// Favourites in the whole app, on real files: the record in front of a list or a detail is
/// starred by `s`, every list marks it, Home and its link list it, Enter opens it through its
/// own feature, and a new run finds it. Left out, nothing of it shows.
@MainActor
@Suite final class FavoritesAppTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("favorites-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    private var favoritesFile: URL { folder.appendingPathComponent("data/challenge/favorites.json") }

    /// A run of the app over this test's folders: state and user data on disk.
    private func app(
        without: String? = nil, data: DataSource = .embedded, ascii: Bool = false
    ) throws -> (app: AppController, scheduler: EventLoopScheduler) {
        let scheduler = EventLoopScheduler(clock: .virtual)
        let storage = FileStateStorage(
            directory: StateDirectory(url: folder.appendingPathComponent("state")),
            userData: StateDirectory(url: folder.appendingPathComponent("data/challenge")), log: MemoryLog())
        let environment = AppEnvironment(scheduler: scheduler, tracker: Tracker(providers: []), storage: storage)
        let container = try AppComposition.makeContainer(
            data: data, environment: environment,
            without: try without.map { try LeftOutFeatures(parsing: $0) } ?? .none)
        try container.waitForData()
        let session = AppSession(container: container)
        session.start()
        let app = AppController(
            session: session, theme: Theme(ascii: ascii, usesColor: false), size: (100, 30), clock: { scheduler.now })
        return (app, scheduler)
    }

    private func press(_ run: (app: AppController, scheduler: EventLoopScheduler), _ keys: Key...) {
        for key in keys {
            run.app.handle(key)
            run.scheduler.drain()
        }
    }

    private func open(_ run: (app: AppController, scheduler: EventLoopScheduler), _ link: String) {
        _ = run.app.session.open(url: link)
        run.scheduler.drain()
    }

    private func frame(_ app: AppController) -> String { app.render().canvas.plainText }

    private func row(_ app: AppController, containing text: String) -> String? {
        frame(app).split(separator: "\n").first { $0.contains(text) }.map(String.init)
    }

    @Test func aNewUserStarsFromAListAndADetailFindsBothOnHomeOpensOneAndFindsThemAgainNextRun() throws {
        // Given a new user on the character list, Morty selected
        let first = try app()
        open(first, "challenge://character/list")
        press(first, .down)

        // When s stars him, and then the Pilot from its detail
        press(first, .character("s"))
        #expect(first.app.status == "Starred Morty Smith")
        #expect(row(first.app, containing: "Morty Smith")?.contains("Morty Smith ★") == true, "\(frame(first.app))")
        #expect(row(first.app, containing: "Rick Sanchez")?.contains("★") == false)
        open(first, "challenge://episode/detail/1")
        press(first, .character("s"))
        #expect(first.app.status == "Starred Pilot")

        // Then Home → Favourites lists both, newest first, with their kinds
        _ = first.app.session.selectTab(0)
        #expect(first.app.selectRow(titled: "Favourites")?.selected == true)
        press(first, .enter)
        #expect(first.app.session.breadcrumb.map(\.title) == ["Home", "Favourites"])
        let lines = frame(first.app).split(separator: "\n").map(String.init)
        let pilot = try #require(lines.firstIndex { $0.contains("Episode") && $0.contains("Pilot") }, "\(lines)")
        let morty = try #require(lines.firstIndex { $0.contains("Character") && $0.contains("Morty Smith") })
        #expect(pilot < morty)

        // And Enter on Morty opens him through Character's own detail, Back returns
        press(first, .down, .enter)
        #expect(first.app.session.activeScreen is CharacterDetailViewModel)
        #expect(first.app.session.breadcrumb.map(\.title) == ["Home", "Favourites", "Morty Smith"])
        let redirect = try #require(first.app.session.snapshot().redirects.last)
        #expect(redirect.to == "character.detail(2)", "\(redirect)")
        press(first, .escape)
        #expect(first.app.session.activeScreen is FavoritesListViewModel)

        // And a new run finds both; s on Morty's row unstars him, there and in the file
        let second = try app()
        open(second, "challenge://favorites")
        #expect(frame(second.app).contains("Pilot") && frame(second.app).contains("Morty Smith"))
        press(second, .down, .character("s"))
        #expect(second.app.status == "Unstarred Morty Smith")
        #expect(row(second.app, containing: "Character  Morty") == nil, "\(frame(second.app))")
        #expect(row(second.app, containing: "Pilot")?.contains("▸") == true, "the row left is selected")
        #expect(FavoritesStore(url: favoritesFile, log: nil).all.map(\.title) == ["Pilot"])
    }

    @Test func aStarThatCannotBeKeptSaysSoOnTheStatusLineAndMarksNothing() throws {
        // Given a file where the data folder would be (XDG_DATA_HOME naming a file)
        try Data("x".utf8).write(to: folder.appendingPathComponent("data"))
        let run = try app()
        open(run, "challenge://character/list")

        // When s stars Morty
        press(run, .down, .character("s"))

        // Then the status line says he is not starred and why, and no row is marked
        let said = try #require(run.app.status)
        #expect(said.hasPrefix("Morty Smith is not starred: favorites.json cannot be written ("), "\(said)")
        #expect(!frame(run.app).contains("★"), "\(frame(run.app))")
        #expect(FavoritesStore(url: favoritesFile, log: nil).all.isEmpty)
    }

    @Test func anUnstarThatCannotBeKeptSaysTheRecordIsStillStarred() throws {
        // Given Morty starred, then his file's folder replaced by a file
        let run = try app()
        open(run, "challenge://character/list")
        press(run, .down, .character("s"))
        let data = folder.appendingPathComponent("data")
        try FileManager.default.removeItem(at: data)
        try Data("x".utf8).write(to: data)

        // When s unstars him
        press(run, .character("s"))

        // Then he is still starred, here and on the status line
        let said = try #require(run.app.status)
        #expect(said.hasPrefix("Morty Smith is still starred: favorites.json cannot be written ("), "\(said)")
        #expect(row(run.app, containing: "Morty Smith")?.contains("Morty Smith ★") == true, "\(frame(run.app))")
    }

    @Test func underASCIITheMarkIsAStar() throws {
        let run = try app(ascii: true)
        open(run, "challenge://character/list")

        press(run, .character("s"))

        #expect(row(run.app, containing: "Rick Sanchez")?.contains("Rick Sanchez *") == true, "\(frame(run.app))")
    }

    @Test func aDetailStarsItsOwnRecordNotItsSelectedLink() throws {
        let run = try app()
        open(run, "challenge://episode/detail/1")
        press(run, .down)

        press(run, .character("s"))

        #expect(FavoritesStore(url: favoritesFile, log: nil).all.map(\.link) == ["challenge://episode/detail/1"])
    }

    @Test func anEmptyListSaysHowToStarAndHomeSaysThereIsNothingToStar() throws {
        let run = try app()
        press(run, .character("s"))
        #expect(run.app.status?.hasPrefix("Nothing to star here") == true, "\(run.app.status ?? "")")

        open(run, "challenge://favorites")

        #expect(frame(run.app).contains("No favourites yet. Press s on a character"), "\(frame(run.app))")
    }

    @Test func theListIsFilteredByKind() throws {
        let run = try app()
        open(run, "challenge://character/list")
        press(run, .character("s"))
        open(run, "challenge://location/list")
        press(run, .character("s"))
        open(run, "challenge://favorites")

        press(run, .character("f"))

        let list = try #require(run.app.session.activeScreen as? FavoritesListViewModel)
        #expect(list.rows.map(\.title) == ["Rick Sanchez"])
        #expect(frame(run.app).contains("only characters"))
        press(run, .character("f"))
        #expect(list.rows.map(\.title) == ["Earth (C-137)"])
        press(run, .character("f"))
        #expect(list.rows.count == 2)
    }

    @Test func itsKeyIsRebindableUnderKeys() throws {
        let config = try UserConfig(text: "[keys]\nstar = \"x\"\n", file: "c.toml")
        let run = try app()
        run.app.keyMap = config.keys
        open(run, "challenge://character/list")

        press(run, .character("s"))
        #expect(FavoritesStore(url: favoritesFile, log: nil).all.isEmpty)
        press(run, .character("x"))

        #expect(run.app.status == "Starred Rick Sanchez")
    }

    @Test func thePaletteOffersIt() throws {
        let run = try app()

        let links = run.app.session.container.features.flatMap { $0.goToPlaces() }.flatMap { places in
            (0..<places.count).map { places.entry($0).link }
        }

        #expect(links.contains("challenge://favorites"))
    }

    @Test func aFavouriteWhoseRecordIsNotInTheCatalogOpensItsFeaturesOwnScreen() throws {
        // Given Morty starred on the embedded catalog
        let embedded = try app()
        open(embedded, "challenge://character/list")
        press(embedded, .down, .character("s"))

        // When a run on a catalog without him opens him from Favourites
        let catalog =
            #"{"characters": [{"id": 1, "name": "Rick Sanchez", "status": "Alive", "species": "Human", "gender": "Male"}]}"#
        let run = try app(data: .catalogData(Data(catalog.utf8)))
        open(run, "challenge://favorites")
        press(run, .enter)
        // The detail asks its source off the event loop: its answer may come after one drain
        let deadline = ContinuousClock.now + .seconds(10)
        while !frame(run.app).contains("There is no character #2."), ContinuousClock.now < deadline {
            run.scheduler.waitForDelivery(timeout: .milliseconds(20))
            run.scheduler.drain()
        }

        // Then Character's detail says so, as any link to him would
        #expect(run.app.session.activeScreen is CharacterDetailViewModel)
        #expect(frame(run.app).contains("There is no character #2."), "\(frame(run.app))")
    }

    @Test func leftOutNothingOfItShows() throws {
        // Given Morty starred in an earlier run
        let earlier = try app()
        open(earlier, "challenge://character/list")
        press(earlier, .down, .character("s"))

        // When a run leaves Favourites out
        let run = try app(without: "favorites")

        // Then Home has no entry, no list marks him, s stars nothing, its link is Not Found
        let home = try #require(run.app.session.activeScreen as? HomeViewModel)
        #expect(!home.items.contains { $0.title == "Favourites" })
        open(run, "challenge://character/list")
        press(run, .down)
        #expect(!frame(run.app).contains("★"))
        press(run, .character("s"))
        #expect(run.app.status == nil)
        #expect(!run.app.appBindings.contains { $0.keys.contains(.character("s")) })
        #expect(FavoritesStore(url: favoritesFile, log: nil).all.map(\.title) == ["Morty Smith"])
        open(run, "challenge://favorites")
        #expect(run.app.session.activeScreen is NotFoundViewModel)
    }
}
