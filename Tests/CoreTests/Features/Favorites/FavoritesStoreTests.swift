import Foundation
import Testing

@testable import Core

/// The favourites file, on real files: kept across instances, private, bounded, merged
/// between two instances, and a damaged one put aside.
@Suite struct FavoritesStoreTests {
    private static let morty = Favorite(link: "challenge://character/detail/2", title: "Morty Smith", kind: "character")
    private static let pilot = Favorite(link: "challenge://episode/detail/1", title: "Pilot", kind: "episode")
    private static let earth = Favorite(link: "challenge://location/detail/1", title: "Earth (C-137)", kind: "location")

    /// The file's entries, as any JSON reader sees them.
    private static func entries(_ url: URL) throws -> [[String: Any]] {
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        return try #require(file?["favorites"] as? [[String: Any]])
    }

    /// An entry written with its keys sorted, to compare two entries' meaning.
    private static func canonical(_ entry: [String: Any]) -> String {
        (try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys])).map {
            String(decoding: $0, as: UTF8.self)
        } ?? ""
    }

    private static func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func starredRecordsAreReadBackNewestFirstByAnotherInstance() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("challenge/favorites.json")
            let store = FavoritesStore(url: url, log: MemoryLog())

            let (starredMorty, starredPilot) = (try store.toggle(Self.morty), try store.toggle(Self.pilot))
            #expect(starredMorty && starredPilot)

            let again = FavoritesStore(url: url, log: MemoryLog())
            #expect(again.all == [Self.pilot, Self.morty])
            #expect(again.contains(Self.morty.link))
            let starredAgain = try again.toggle(Self.morty)
            #expect(!starredAgain)
            #expect(FavoritesStore(url: url, log: MemoryLog()).all == [Self.pilot])
        }
    }

    @Test func theFileIsTheUsersAloneInAFolderOfTheirsAndNothingIsLeftBeside() throws {
        try withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("data/challenge")
            let url = folder.appendingPathComponent("favorites.json")

            try FavoritesStore(url: url, log: MemoryLog()).toggle(Self.morty)

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
            try first.toggle(Self.morty)
            try second.toggle(Self.pilot)
            try first.toggle(Self.earth)
            try second.remove(link: Self.morty.link)

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
                    _ = try? store.toggle(
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

            try store.toggle(Self.morty)
            try store.toggle(Self.pilot)
            try store.toggle(Self.earth)

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
            try store.toggle(Self.morty)
            #expect(FavoritesStore(url: url, log: MemoryLog()).all == [Self.morty])
        }
    }

    @Test func entriesThisVersionCannotOpenAreNotListedButKeptInTheFileAsTheyWere() throws {
        try withTemporaryDirectory { directory in
            // Given a file starred in another version: links this one does not take, an entry
            // that is no favourite to it, and one of its own with a field it does not know
            let url = directory.appendingPathComponent("favorites.json")
            let text =
                #"{"version":1,"favorites":[{"link":"https://example.com/x","title":"Web","kind":"y"},"#
                + #"{"link":"","title":"Empty","kind":"character"},"#
                + #"{"link":"challenge:\\/\\/character\\/detail\\/1","title":"Slashes","kind":"character"},"#
                + #"{"link":3,"title":["a",null,true,1.5]},"#
                + #"{"link":"challenge://episode/detail/1","title":"Pilot","kind":"episode","note":"mine"}]}"#
            try Data(text.utf8).write(to: url)
            let before = try Self.entries(url)
            let log = MemoryLog()

            // When the store reads it and stars Morty
            let store = FavoritesStore(url: url, log: log)
            #expect(store.all == [Self.pilot])
            try store.toggle(Self.morty)

            // Then the file holds Morty, then every entry as it was, and one line said so
            let after = try Self.entries(url)
            #expect(after.count == 6)
            #expect(after.first?["link"] as? String == Self.morty.link)
            #expect(after.dropFirst().map { Self.canonical($0) } == before.map { Self.canonical($0) })
            #expect(FavoritesStore(url: url, log: MemoryLog()).all == [Self.morty, Self.pilot])
            #expect(
                log.lines == [
                    "\(url.path) holds 4 entries this version cannot open; they are kept in it as they are"
                ])
            #expect(!FileManager.default.fileExists(atPath: url.path + ".damaged"))
        }
    }

    @Test func aSecondDamagedFileNeverReplacesTheFirstDamagedCopy() throws {
        try withTemporaryDirectory { directory in
            // Given a copy put aside earlier, and the file damaged again
            let url = directory.appendingPathComponent("favorites.json")
            try Data("earlier".utf8).write(to: url.appendingPathExtension("damaged"))
            try Data("garbage".utf8).write(to: url)
            let log = MemoryLog()

            // When the store reads it, and then a third damaged file
            _ = FavoritesStore(url: url, log: log)
            try Data("third".utf8).write(to: url)
            _ = FavoritesStore(url: url, log: log)

            // Then each copy is kept under a name of its own, and each line names it
            let aside = { (name: String) in
                try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            }
            #expect(try aside("favorites.json.damaged") == "earlier")
            #expect(try aside("favorites.json.damaged.2") == "garbage")
            #expect(try aside("favorites.json.damaged.3") == "third")
            #expect(log.lines.count == 2)
            #expect(log.lines.first?.contains("kept as favorites.json.damaged.2,") == true, "\(log.lines)")
            #expect(log.lines.last?.contains("kept as favorites.json.damaged.3,") == true, "\(log.lines)")
        }
    }

    @Test func aTitleWithBytesThatAreNotUTF8IsReadWithReplacementCharactersNotSetAside() throws {
        try withTemporaryDirectory { directory in
            // Given Rick's title with two bytes that are no UTF-8
            let url = directory.appendingPathComponent("favorites.json")
            var bytes = Array(#"{"version":1,"favorites":[{"title":"R"#.utf8)
            bytes += [0xFF, 0xFE]
            bytes += Array(#"ick","link":"challenge://character/detail/1","kind":"character"}]}"#.utf8)
            try Data(bytes).write(to: url)

            // When the store reads it and stars Morty
            let store = FavoritesStore(url: url, log: MemoryLog())
            try store.toggle(Self.morty)

            // Then Rick is still there, his bad bytes shown as U+FFFD, and nothing was set aside
            #expect(store.all.map(\.title) == ["Morty Smith", "R\u{FFFD}\u{FFFD}ick"])
            #expect(FavoritesStore(url: url, log: MemoryLog()).all.count == 2)
            #expect(try directoryContents(directory) == [".favorites.json.lock", "favorites.json"])
        }
    }

    @Test func withoutAFileTheyLiveInMemory() throws {
        let store = FavoritesStore(url: nil, log: nil)

        try store.toggle(Self.morty)

        #expect(store.all == [Self.morty])
        #expect(FavoritesStore(url: nil, log: nil).all.isEmpty)
    }
}
