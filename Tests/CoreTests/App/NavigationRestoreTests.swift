import Foundation
import TestSupport
import Testing

@testable import Core

@MainActor
@Suite struct NavigationRestoreTests {
    private func makeSession() -> AppSession {
        let session = AppSession(container: TestApp.container(characters: (1...30).map { CharacterModel.stub(id: $0) }))
        session.start()
        return session
    }

    private static let filter = SavedDestination(feature: "character", version: 1, name: "filter")

    @Test func aStackWithNestedModalsSurvivesSaveAndRestore() throws {
        // Given Home › About sheet (large) › Characters cover › detail 3, with the filter over the cover's list
        let session = makeSession()
        session.open(url: "challenge://home/about")
        let about = try #require(session.coordinator.sheet)
        session.coordinator.cycleSheetDetent()
        about.coordinator.present(HomeOutgoingNavigation.characters, style: .fullScreenCover)
        let cover = try #require(about.coordinator.fullScreenCover)
        cover.coordinator.present(
            CharacterIncomingNavigation.filter(
                FilterRequest(current: CharacterFilter(status: .dead), onApply: nil)),
            style: CharacterListNavigator.filterStyle
        )
        let saved = session.savedNavigation()

        // When it is encoded, decoded and restored in a new session
        let data = try JSONEncoder().encode(saved)
        let decoded = try JSONDecoder().decode(SavedNavigation.self, from: data)
        let restored = makeSession()
        restored.restore(decoded, log: MemoryLog())

        // Then the same screens come back in the same order, detents included
        #expect(restored.savedNavigation() == saved)
        #expect(restored.breadcrumb.map(\.title) == ["Home", "About", "Characters", "Filter"])
        #expect(restored.coordinator.sheet?.detent == .large)
    }

    @Test func aRestoredFilterAnswersTheListBeneathIt() throws {
        // Given a saved list with the filter over it
        let session = makeSession()
        session.open(url: "challenge://character/filter")
        let restored = makeSession()
        restored.restore(session.savedNavigation(), log: MemoryLog())

        // When the restored filter is applied
        let filter = try #require(restored.activeScreen as? CharacterFilterViewModel)
        filter.didCycleChoice(by: 2)
        filter.didTapApply()

        // Then the list beneath received it
        let list = try #require(restored.activeScreen as? CharacterListViewModel)
        #expect(list.filter.status == .dead)
    }

    @Test func aRestoredFilterStartsFromTheValuesSavedWithIt() throws {
        // Given a list filtered to the dead, with its filter opened over it again, saved
        let session = makeSession()
        session.open(url: "challenge://character/filter")
        let first = try #require(session.activeScreen as? CharacterFilterViewModel)
        first.didCycleChoice(by: 2)
        first.didTapApply()
        try #require(session.activeScreen as? CharacterListViewModel).didTapFilter()
        let saved = session.savedNavigation()

        // When it is restored in a new session
        let restored = makeSession()
        restored.restore(saved, log: MemoryLog())

        // Then the sheet shows what it was saved with (it showed the fresh list's "any")
        let filter = try #require(restored.activeScreen as? CharacterFilterViewModel)
        #expect(filter.draft.status == .dead)
    }

    @Test func aRestoredEpisodesFilterAnswersTheListBeneathIt() throws {
        // Given a saved Episodes list with its filter over it
        let session = makeSession()
        session.open(url: "challenge://episode/filter")
        let restored = makeSession()
        restored.restore(session.savedNavigation(), log: MemoryLog())
        #expect(restored.breadcrumb.map(\.title).suffix(2) == ["Episodes", "Filter"])

        // When the restored filter is applied with the third season
        let filter = try #require(restored.activeScreen as? EpisodeFilterViewModel)
        filter.didCycleChoice(by: 3)
        filter.didTapApply()

        // Then the list beneath received it
        let list = try #require(restored.activeScreen as? EpisodeListViewModel)
        #expect(list.filter == EpisodeFilter(season: EpisodeFilter.Season(3)))
    }

    @Test func aRestoredLocationsFilterAnswersTheListBeneathIt() throws {
        // Given a saved Locations list with its filter over it
        let session = makeSession()
        session.open(url: "challenge://location/filter")
        let restored = makeSession()
        restored.restore(session.savedNavigation(), log: MemoryLog())
        #expect(restored.breadcrumb.map(\.title).suffix(2) == ["Locations", "Filter"])

        // When the restored filter is applied with a dimension
        let filter = try #require(restored.activeScreen as? LocationFilterViewModel)
        filter.didFocus(\.dimension)
        filter.didType("C-137")
        filter.didTapApply()

        // Then the list beneath received it
        let list = try #require(restored.activeScreen as? LocationListViewModel)
        #expect(list.filter == LocationFilter(dimension: "C-137"))
    }

    @Test func aModalWhoseResultCannotBeHandedBackIsDroppedAndLogged() {
        // Given saved state with the filter over Home (nothing there takes its result)
        let state = SavedNavigation(
            root: .init(
                path: [],
                modals: [
                    .init(
                        kind: .sheet, destination: Self.filter, detents: [.medium, .large], detent: .medium,
                        stack: .init(path: []))
                ]))
        let log = MemoryLog()

        // When it is restored
        let session = makeSession()
        session.restore(state, log: log)

        // Then Home is shown without the modal, and the log says why
        #expect(session.layers.count == 1)
        #expect(log.lines.contains { $0.contains("dropped the modal") })
    }

    @Test func aWalkAcrossFeaturesIsRestoredStepByStep() throws {
        // Given a walk on the embedded data: Pilot → Rick → Earth (C-137)
        let environment = AppEnvironment(
            scheduler: EventLoopScheduler(clock: .virtual), tracker: TrackerMock(), storage: InMemoryStateStorage())
        func session() throws -> AppSession {
            let session = AppSession(
                container: try AppComposition.makeContainer(data: .embedded, environment: environment).readyForTests())
            session.start()
            return session
        }
        let walked = try session()
        walked.open(url: "challenge://episode/detail/1")
        walked.coordinator.navigate(to: EpisodeOutgoingNavigation.character(identifier: 1))
        walked.coordinator.navigate(to: CharacterOutgoingNavigation.location(identifier: 1))
        let data = try JSONEncoder().encode(walked.savedNavigation())

        // When a new run restores it
        let restored = try session()
        restored.restore(try JSONDecoder().decode(SavedNavigation.self, from: data), log: MemoryLog())

        // Then every step is back, each built by its own feature
        #expect(restored.tabs.selected.id == "episode")
        #expect(restored.breadcrumb.map(\.title) == ["Episodes", "Pilot", "Rick Sanchez", "Earth (C-137)"])
        #expect(String(decoding: data, as: UTF8.self).contains("\"episode\""))
        #expect(String(decoding: data, as: UTF8.self).contains("\"location\""))
    }

    @Test func aSavedStackDeeperThanTheBoundKeepsItsNewestScreensAsALiveStackDoes() throws {
        // Given a file whose Characters stack is 70 details deep (a live stack never is)
        let session = makeSession()
        let details = try (1...70).map { id in
            try #require(session.container.save(AnyNavigation(CharacterIncomingNavigation.detail(identifier: id))))
        }
        let saved = SavedNavigation(
            selectedTab: "character", tabs: [SavedNavigation.Tab(id: "character", stack: .init(path: details))])

        // When it is restored
        let log = MemoryLog()
        session.restore(saved, log: log)

        // Then the newest 64 are kept, the top where the user was, and the log says so
        let path = session.tabs.tabs[1].coordinator.path
        #expect(path.count == NavigationCoordinator.maximumDepth)
        #expect(path.first == AnyNavigation(CharacterIncomingNavigation.detail(identifier: 7)))
        #expect(path.last == AnyNavigation(CharacterIncomingNavigation.detail(identifier: 70)))
        #expect(log.lines.contains("restore: the saved stack is 70 screens deep; kept the newest 64"))
    }

    @Test func detailsAndNotFoundAreRestoredInOrder() {
        let session = makeSession()
        session.open(url: "challenge://character/detail/7")
        session.coordinator.navigate(to: HomeOutgoingNavigation.unconnected)
        let restored = makeSession()
        restored.restore(session.savedNavigation(), log: MemoryLog())
        #expect(restored.breadcrumb.map(\.title) == ["Characters", "Character 7", "Not Found"])
    }
}

@MainActor
@Suite final class NavigationStateStoreTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("restore-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    private func store(_ log: MemoryLog) -> NavigationStateStore {
        NavigationStateStore(url: folder.appendingPathComponent("navigation.json"), log: log)
    }

    private func write(_ text: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("navigation.json"))
    }

    @Test func savedStateLoadsBack() {
        let log = MemoryLog()
        let state = SavedNavigation(
            root: .init(path: [
                SavedDestination(feature: "character", version: 1, name: "list"),
                SavedDestination(feature: "character", version: 1, name: "detail", values: ["id": "42"]),
            ]))
        store(log).save(state)
        #expect(store(log).load() == state)
    }

    @Test func aMissingFileIsLoggedAndGivesNothing() {
        let log = MemoryLog()
        #expect(store(log).load() == nil)
        #expect(log.lines.contains { $0.contains("no saved navigation") })
    }

    @Test(arguments: [
        "not json at all",
        #"{"version": 2, "root": {"path": [{"feature": "character", "version": 1, "name": "list", "values": {}}], "mod"#,
        #"{"version": 2, "root": {"path": [{"spaceship": {}}], "modals": []}}"#,
        #"{"root": {"path": []}}"#,
        "",
    ])
    func aCorruptOrTruncatedFileIsLoggedAndKept(_ contents: String) throws {
        // Given a damaged file
        try write(contents)
        let log = MemoryLog()

        // When it is loaded
        let loaded = store(log).load()

        // Then nothing is restored, the log says why, and the file is still there, unchanged
        #expect(loaded == nil)
        #expect(!log.lines.isEmpty)
        #expect(try String(contentsOf: folder.appendingPathComponent("navigation.json"), encoding: .utf8) == contents)
    }

    @Test func savingNeverOverwritesAFileFromANewerVersion() throws {
        // Given a file written by a newer version
        let newer = #"{"version": 99, "root": {"path": [], "modals": []}, "tabs": "whatever 99 keeps"}"#
        try write(newer)
        let log = MemoryLog()
        let state = SavedNavigation(
            root: .init(path: [SavedDestination(feature: "character", version: 1, name: "list")]))

        // When this version saves
        #expect(store(log).notice?.contains("newer version") == true)
        store(log).save(state)

        // Then the newer file is untouched, the state went beside it, and restoring finds it there
        #expect(try String(contentsOf: folder.appendingPathComponent("navigation.json"), encoding: .utf8) == newer)
        #expect(FileManager.default.fileExists(atPath: store(log).besideURL.path))
        #expect(store(log).load() == state)
    }

    @Test func aReadableFileIsReplacedAndGivesNoNotice() throws {
        let log = MemoryLog()
        store(log).save(SavedNavigation(root: .init(path: [])))
        #expect(store(log).notice == nil)
        store(log).save(
            SavedNavigation(root: .init(path: [SavedDestination(feature: "home", version: 1, name: "about")])))
        #expect(store(log).load()?.tabs.first?.stack.path.count == 1)
        #expect(!FileManager.default.fileExists(atPath: store(log).besideURL.path))
    }

    @Test func aFileFromANewerVersionIsNotGuessedAt() throws {
        try write(#"{"version": 99, "root": {"path": [], "modals": []}}"#)
        let log = MemoryLog()
        #expect(store(log).load() == nil)
        #expect(log.lines.contains { $0.contains("newer version (format 99") })
    }

    @Test(arguments: ["not json at all", #"{"version": 99, "root": {"path": [], "modals": []}}"#])
    func theNoticeFitsEightyColumnsAndIsGivenOncePerFile(_ contents: String) throws {
        // Given a file this version cannot read
        try write(contents)
        let log = MemoryLog()

        // When the notice is asked for on a first run
        let first = try #require(store(log).takeNotice())

        // Then it fits an 80-column status line (its margins taken), and the log has the detail
        #expect(first.count <= 78, "\(first)")
        #expect(first.hasPrefix("navigation.json "))
        #expect(log.lines.contains { $0.contains(first) })

        // And a second run over the same file is not told again
        #expect(store(log).takeNotice() == nil)

        // But a different file there is reported again
        try write(contents + " ")
        #expect(store(log).takeNotice() != nil)
    }

    @Test(arguments: [
        ("not json at all", "está dañado"), (#"{"version": 99, "root": {"path": [], "modals": []}}"#, "es más nuevo"),
    ])
    func inSpanishTheNoticeIsSpanishAndFitsWhileTheLogKeepsTheEnglish(_ contents: String, _ reason: String) throws {
        // Given a file this version cannot read, and the screens in Spanish
        try write(contents)
        let log = MemoryLog()
        let spanish = Localizer(.spanish, tables: AppStrings.tables(features: AppComposition.features))

        // When the notice is asked for
        let notice = try #require(Localizer.$current.withValue(spanish) { store(log).takeNotice() })

        // Then it says so in Spanish on an 80-column status line, and the log's line is English
        let beside = store(log).besideURL.lastPathComponent
        #expect(notice == "navigation.json \(reason): se conserva; se guarda en \(beside)")
        #expect(notice.count <= 78, "\(notice)")
        #expect(log.lines.contains { $0.contains("the user was told: navigation.json is") }, "\(log.lines)")
    }
}
