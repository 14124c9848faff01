import Foundation
import Glibc
import TestSupport
import Testing

@testable import Core

/// State files as an attacker or a second instance leaves them (issue 25 items 5, 8, 12).
@MainActor
@Suite final class StateFileHardeningTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "state-hardening-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    private func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// The bytes this process has read so far, as the kernel counts them (`rchar`).
    private static func bytesReadByThisProcess() throws -> Int {
        let text = try String(contentsOfFile: "/proc/self/io", encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("rchar:") })
        return try #require(Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces)))
    }

    @Test func aTwoGigabyteNavigationFileIsJudgedFromABoundedReadAndNeverReadOnSave() throws {
        // Given a 2 GB navigation.json (sparse: made in no time)
        let url = file("navigation.json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let log = MemoryLog()
        let readBefore = try Self.bytesReadByThisProcess()

        // When the app starts with it and saves ten times
        let store = NavigationStateStore(url: url, log: log)
        #expect(store.load() == nil)
        #expect(store.notice?.contains("is larger than") == true)
        for _ in 0..<10 { store.save(SavedNavigation(root: .init(path: []))) }

        // Then far less than the file was read (it read 2 GB at start and again on every save;
        // the other tests running beside this one read megabytes), the big file is kept and the
        // saves went beside it
        #expect(try Self.bytesReadByThisProcess() - readBefore < 1 << 30)
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int == 2 << 30)
        #expect(FileManager.default.fileExists(atPath: store.besideURL.path))
    }

    @Test func aFileIsReadWholeUpToTheBoundAndRefusedPastIt() throws {
        // Given files of 0, 1,000 and exactly 4,096 bytes, and one of 4,097
        let sizes = [0, 1000, 4096, 4097]
        for size in sizes {
            try Data((0..<size).map { UInt8($0 % 251) }).write(to: file("state-\(size)"))
        }

        // When each is read with a bound of 4,096 bytes
        let read = sizes.map { StateFile.read(file("state-\($0)"), maximumBytes: 4096) }

        // Then the first three come whole, and the last is refused
        for (size, contents) in zip(sizes.prefix(3), read) {
            #expect(contents == .data(Data((0..<size).map { UInt8($0 % 251) })), "\(size) bytes")
        }
        #expect(read[3] == .refused("is larger than 4 kB (4097 bytes)"))
    }

    @Test func aFileLongerThanItsSizeSaysIsReadWholeAndStillBounded() throws {
        // Given a regular file whose size says 0 but which holds more (the kernel's files do)
        let url = URL(fileURLWithPath: "/proc/self/maps")

        // When it is read with a bound far above and far below what it holds
        let whole = StateFile.read(url)
        let bounded = StateFile.read(url, maximumBytes: 64)

        // Then it comes whole (every line ends, and the last with a newline), or is refused at the bound
        guard case .data(let data) = whole else {
            Issue.record("\(whole)")
            return
        }
        #expect(data.count > 64)
        #expect(data.last == UInt8(ascii: "\n"))
        #expect(bounded == .refused("is larger than 0 kB"))
    }

    @Test func aFIFOInPlaceOfAStateFileIsRefusedWithoutBlocking() {
        // Given a FIFO where navigation.json belongs (no writer ever opens it)
        let url = file("navigation.json")
        #expect(mkfifo(url.path, 0o600) == 0)

        // When it is read, then it is refused at once
        #expect(StateFile.read(url) == .refused("is not a regular file"))
        #expect(NavigationStateStore(url: url, log: MemoryLog()).notice?.contains("is not a regular file") == true)
    }

    @Test func twoInstancesSavingSearchesKeepEachOthers() throws {
        // Given two instances that both loaded the (empty) list
        let url = file("recent-searches.json")
        let first = FileRecentSearchesStore(url: url, log: MemoryLog())
        let second = FileRecentSearchesStore(url: url, log: MemoryLog())
        #expect(first.load() == [])
        #expect(second.load() == [])

        // When one saves "rick" and then the other "morty"
        first.save(["rick"])
        second.save(["morty"])

        // Then the file holds both, the latest first
        #expect(FileRecentSearchesStore(url: url, log: MemoryLog()).load() == ["morty", "rick"])

        // And what one forgets stays forgotten
        second.save(["rick"])
        #expect(FileRecentSearchesStore(url: url, log: MemoryLog()).load() == ["rick"])
    }

    @Test func aDamagedSearchListIsKeptAsideNotOverwritten() throws {
        // Given a recent-episode-searches.json that is not a list of searches
        let url = file("recent-episode-searches.json")
        try Data("{not a list".utf8).write(to: url)
        let log = MemoryLog()
        let store = FileRecentSearchesStore(url: url, log: log)

        // When the app loads it and saves a search
        #expect(store.load() == [])
        store.save(["pilot"])

        // Then the damaged text is kept beside it, and the new list is written
        #expect(try String(contentsOf: file("recent-episode-searches.json.damaged"), encoding: .utf8) == "{not a list")
        #expect(FileRecentSearchesStore(url: url, log: MemoryLog()).load() == ["pilot"])
        #expect(log.lines.contains { $0.contains("kept as recent-episode-searches.json.damaged") })
    }

    @Test func aSymlinkedStateFileIsWrittenThroughAndStaysALink() throws {
        // Given navigation.json and recent-searches.json as links to files elsewhere
        let elsewhere = file("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        for name in ["navigation.json", "recent-searches.json"] {
            try FileManager.default.createSymbolicLink(
                atPath: file(name).path, withDestinationPath: "elsewhere/\(name)")
        }

        // When both are saved
        let state = SavedNavigation(root: .init(path: [SavedDestination(feature: "home", version: 1, name: "about")]))
        NavigationStateStore(url: file("navigation.json"), log: MemoryLog()).save(state)
        let searches = FileRecentSearchesStore(url: file("recent-searches.json"), log: MemoryLog())
        _ = searches.load()
        searches.save(["summer"])

        // Then they are still links, and their targets hold what was saved
        for name in ["navigation.json", "recent-searches.json"] {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file(name).path) == "elsewhere/\(name)")
        }
        #expect(
            NavigationStateStore(url: elsewhere.appendingPathComponent("navigation.json"), log: MemoryLog()).load()
                == state)
        #expect(
            FileRecentSearchesStore(url: elsewhere.appendingPathComponent("recent-searches.json"), log: MemoryLog())
                .load() == ["summer"])
    }
}
