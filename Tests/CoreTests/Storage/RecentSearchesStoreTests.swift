import Foundation
import Testing

@testable import Core

@Suite struct FileRecentSearchesStoreTests {
    @Test func savedSearchesAreLoadedBackFromTheFile() throws {
        try withTemporaryDirectory { directory in
            // Given
            let url = directory.appendingPathComponent("recent-searches.json")
            FileRecentSearchesStore(url: url, log: MemoryLog()).save(["Rick", "Morty Smith", "Ünïcødé 🙂"])

            // When
            let loaded = FileRecentSearchesStore(url: url, log: MemoryLog()).load()

            // Then
            #expect(loaded == ["Rick", "Morty Smith", "Ünïcødé 🙂"])
        }
    }

    @Test func savingCreatesTheStateDirectory() throws {
        try withTemporaryDirectory { directory in
            // Given
            let url = directory.appendingPathComponent("state/challenge/recent-searches.json")

            // When
            FileRecentSearchesStore(url: url, log: MemoryLog()).save(["Beth"])

            // Then
            #expect(FileManager.default.fileExists(atPath: url.path))
        }
    }

    @Test func aMissingFileIsNoSearchesAndNoComplaint() throws {
        try withTemporaryDirectory { directory in
            // Given
            let log = MemoryLog()
            let store = FileRecentSearchesStore(url: directory.appendingPathComponent("absent.json"), log: log)

            // When
            let loaded = store.load()

            // Then
            #expect(loaded.isEmpty)
            #expect(log.lines.isEmpty)
        }
    }

    @Test func aCorruptFileIsNoSearchesALogLineAndKeptAsDamaged() throws {
        try withTemporaryDirectory { directory in
            // Given
            let url = directory.appendingPathComponent("recent-searches.json")
            let corrupt = Data(#"["Rick", "Mor"#.utf8)
            try corrupt.write(to: url)
            let log = MemoryLog()

            // When
            let loaded = FileRecentSearchesStore(url: url, log: log).load()

            // Then
            #expect(loaded.isEmpty)
            #expect(log.lines.count == 1)
            #expect(log.lines.first?.contains(url.path) == true)
            #expect(try Data(contentsOf: url.appendingPathExtension("damaged")) == corrupt)
        }
    }

    @Test func aSecondDamagedListIsKeptBesideTheFirstCopyNotOverIt() throws {
        try withTemporaryDirectory { directory in
            // Given a copy put aside earlier, and the list damaged again
            let url = directory.appendingPathComponent("recent-searches.json")
            try Data("earlier".utf8).write(to: url.appendingPathExtension("damaged"))
            try Data("again".utf8).write(to: url)
            let log = MemoryLog()

            // When the list is read
            _ = FileRecentSearchesStore(url: url, log: log).load()

            // Then both copies are kept, and the line names the new one
            #expect(try String(contentsOf: url.appendingPathExtension("damaged"), encoding: .utf8) == "earlier")
            let second = directory.appendingPathComponent("recent-searches.json.damaged.2")
            #expect(try String(contentsOf: second, encoding: .utf8) == "again")
            #expect(log.lines.first?.contains("kept as recent-searches.json.damaged.2,") == true, "\(log.lines)")
        }
    }

    @Test func aFailedSaveIsLogged() throws {
        try withTemporaryDirectory { directory in
            // Given: the file's directory is taken by a file
            let blocker = directory.appendingPathComponent("state")
            try Data("x".utf8).write(to: blocker)
            let log = MemoryLog()

            // When
            FileRecentSearchesStore(url: blocker.appendingPathComponent("recent.json"), log: log).save(["Rick"])

            // Then
            #expect(log.lines.count == 1)
            // (by its file: the store keeps the palette's go-to history too, which the log called "recent searches")
            #expect(log.lines.first?.hasPrefix("could not save \(blocker.path)/recent.json: ") == true, "\(log.lines)")
        }
    }
}
