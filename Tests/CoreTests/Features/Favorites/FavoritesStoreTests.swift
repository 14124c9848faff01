import Foundation
import Testing

@testable import Core

/// The favourites file, on real files: kept across instances, private, bounded, merged
/// between two instances, and a damaged one put aside.
@Suite struct FavoritesStoreTests {
    private static let morty = Favorite(link: "challenge://character/detail/2", title: "Morty Smith", kind: "character")
    private static let pilot = Favorite(link: "challenge://episode/detail/1", title: "Pilot", kind: "episode")
    private static let earth = Favorite(link: "challenge://location/detail/1", title: "Earth (C-137)", kind: "location")

    private static func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func starredRecordsAreReadBackNewestFirstByAnotherInstance() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("challenge/favorites.json")
            let store = FavoritesStore(url: url, log: MemoryLog())

            #expect(store.toggle(Self.morty))
            #expect(store.toggle(Self.pilot))

            let again = FavoritesStore(url: url, log: MemoryLog())
            #expect(again.all == [Self.pilot, Self.morty])
            #expect(again.contains(Self.morty.link))
            #expect(!again.toggle(Self.morty))
            #expect(FavoritesStore(url: url, log: MemoryLog()).all == [Self.pilot])
        }
    }

    @Test func theFileIsTheUsersAloneInAFolderOfTheirsAndNothingIsLeftBeside() throws {
        try withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("data/challenge")
            let url = folder.appendingPathComponent("favorites.json")

            FavoritesStore(url: url, log: MemoryLog()).toggle(Self.morty)

            let (folderMode, fileMode, beside) = (
                try Self.mode(folder.path), try Self.mode(url.path), try directoryContents(folder)
            )
            #expect(folderMode == 0o700)
            #expect(fileMode == 0o600)
            // The temporary file of the atomic write was renamed over it: only the lock is beside.
            #expect(beside == [".favorites.json.lock", "favorites.json"])
        }
    }

    @Test func readingAMissingFileMakesNothing() throws {
        try withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("data/challenge")

            let store = FavoritesStore(url: folder.appendingPathComponent("favorites.json"), log: MemoryLog())

            #expect(store.all.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: folder.path))
        }
    }

    @Test func twoInstancesStarringInTurnLoseNothing() throws {
        try withTemporaryDirectory { directory in
            // Given two instances that read the file when it was empty
            let url = directory.appendingPathComponent("favorites.json")
            let first = FavoritesStore(url: url, log: MemoryLog())
            let second = FavoritesStore(url: url, log: MemoryLog())

            // When each stars a record the other never saw, then the first unstars its own
            first.toggle(Self.morty)
            second.toggle(Self.pilot)
            first.toggle(Self.earth)
            second.remove(link: Self.morty.link)

            // Then the file holds what each did, and each instance has read the other's
            #expect(FavoritesStore(url: url, log: MemoryLog()).all == [Self.earth, Self.pilot])
            #expect(second.all == [Self.earth, Self.pilot])
        }
    }

    @Test func twoInstancesStarringAtOnceLoseNothing() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("favorites.json")
            // Two stores on threads of their own, starring 50 records each at the same time.
            DispatchQueue.concurrentPerform(iterations: 2) { writer in
                let store = FavoritesStore(url: url, log: MemoryLog())
                for index in 0..<50 {
                    store.toggle(
                        Favorite(link: "challenge://character/detail/\(writer * 100 + index)", title: "#", kind: "c"))
                }
            }

            #expect(FavoritesStore(url: url, log: MemoryLog()).all.count == 100)
        }
    }

    @Test func theOldestGoPastTheBound() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("favorites.json")
            let store = FavoritesStore(url: url, log: MemoryLog(), limit: 2)

            store.toggle(Self.morty)
            store.toggle(Self.pilot)
            store.toggle(Self.earth)

            #expect(store.all == [Self.earth, Self.pilot])
            #expect(FavoritesStore(url: url, log: MemoryLog(), limit: 2).all == [Self.earth, Self.pilot])
            #expect(FavoritesStore.limit == 10_000)
        }
    }

    @Test func aDamagedFileIsKeptAsideOneLineSaysSoAndTheAppStartsWithNone() throws {
        try withTemporaryDirectory { directory in
            // Given a file that is no list of favourites
            let url = directory.appendingPathComponent("favorites.json")
            try Data("{\"version\": 1, \"favorites\": [{\"link\": 3}".utf8).write(to: url)
            let log = MemoryLog()

            // When the store reads it
            let store = FavoritesStore(url: url, log: log)

            // Then it starts with none, the bytes are kept aside, and one line says so
            #expect(store.all.isEmpty)
            let aside = try String(contentsOf: url.appendingPathExtension("damaged"), encoding: .utf8)
            #expect(aside.hasPrefix("{\"version\""))
            #expect(log.lines.count == 1)
            #expect(log.lines.first?.contains("kept as favorites.json.damaged") == true, "\(log.lines)")
            #expect(store.damage == log.lines.first)
            // The list repeats it in the language shown; the log's stays English
            let spanish = Localizer(.spanish, tables: AppStrings.tables(features: AppComposition.features))
            let shown = Localizer.$current.withValue(spanish) { store.shownDamage ?? "" }
            #expect(shown.contains("no es una lista de favoritos"), "\(shown)")
            #expect(shown.hasSuffix("se guarda como favorites.json.damaged, y se empieza sin favoritos"), "\(shown)")
            #expect(Localizer.$current.withValue(spanish) { store.damage } == log.lines.first)

            // And a star afterwards writes a good file
            store.toggle(Self.morty)
            #expect(FavoritesStore(url: url, log: MemoryLog()).all == [Self.morty])
        }
    }

    @Test func anEntryThatIsNoLinkIsDropped() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("favorites.json")
            let text =
                #"{"version":1,"favorites":[{"link":"https://example.com","title":"x","kind":"y"},"#
                + #"{"link":"challenge://episode/detail/1","title":"Pilot","kind":"episode"}]}"#
            try Data(text.utf8).write(to: url)

            #expect(FavoritesStore(url: url, log: MemoryLog()).all == [Self.pilot])
        }
    }

    @Test func withoutAFileTheyLiveInMemory() {
        let store = FavoritesStore(url: nil, log: nil)

        store.toggle(Self.morty)

        #expect(store.all == [Self.morty])
        #expect(FavoritesStore(url: nil, log: nil).all.isEmpty)
    }
}
