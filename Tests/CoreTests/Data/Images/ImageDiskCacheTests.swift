import Foundation
import Glibc
import Synchronization
import Testing

@testable import Core

@Suite struct ImageDiskCacheTests {
    /// A wall clock the test moves.
    final class TestTime: Sendable {
        private let seconds = Mutex<TimeInterval>(1_800_000_000)
        var now: Date { Date(timeIntervalSince1970: seconds.withLock { $0 }) }
        func advance(_ interval: TimeInterval) { seconds.withLock { $0 += interval } }
    }

    /// Bytes that start as a JPEG does (the cache only checks the start).
    static func picture(_ size: Int, fill: UInt8 = 7) -> Data {
        Data([0xFF, 0xD8, 0xFF]) + Data(repeating: fill, count: max(size - 3, 0))
    }

    static func cache(_ folder: URL, bytes: Int = 1 << 20, time: TestTime) -> ImageDiskCache {
        ImageDiskCache(folder: folder.appendingPathComponent("challenge"), maximumBytes: bytes) { time.now }
    }

    private static func mode(_ path: String) -> mode_t {
        var info = stat()
        _ = lstat(path, &info)
        return info.st_mode & 0o777
    }

    @Test func aPictureWrittenIsReadBackFromA0600FileInA0700Folder() throws {
        try withTemporaryDirectory { directory in
            // Given
            let cache = Self.cache(directory, time: TestTime())

            // When
            try cache.write(Self.picture(100), for: "http://host/a.jpeg")

            // Then
            #expect(cache.read("http://host/a.jpeg") == Self.picture(100))
            #expect(Self.mode(cache.folder.path) == 0o700)
            #expect(Self.mode(cache.file(for: "http://host/a.jpeg").path) == 0o600)
            #expect(cache.read("http://host/b.jpeg") == nil)
        }
    }

    @Test func aDamagedFileIsAMissAndIsRemoved() throws {
        try withTemporaryDirectory { directory in
            // Given
            let cache = Self.cache(directory, time: TestTime())
            try cache.write(Self.picture(100), for: "u")
            let file = cache.file(for: "u")
            try Data((try Data(contentsOf: file)).prefix(40)).write(to: file)

            // When
            let read = cache.read("u")

            // Then
            #expect(read == nil)
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test func aFileHoldingAnotherURLIsAMiss() throws {
        try withTemporaryDirectory { directory in
            // Given: the file of "a" put where "b"'s would be (a collision, or a foreign file)
            let cache = Self.cache(directory, time: TestTime())
            try cache.write(Self.picture(100), for: "a")
            try FileManager.default.moveItem(at: cache.file(for: "a"), to: cache.file(for: "b"))

            // Then
            #expect(cache.read("b") == nil)
            #expect(!FileManager.default.fileExists(atPath: cache.file(for: "b").path))
        }
    }

    @Test func aPictureExpiresAWeekAfterItWasFetched() throws {
        try withTemporaryDirectory { directory in
            // Given
            let time = TestTime()
            let cache = Self.cache(directory, time: time)
            try cache.write(Self.picture(100), for: "u")

            // When / Then
            time.advance(ImageDiskCache.lifetime - 60)
            #expect(cache.read("u") != nil)
            time.advance(120)
            #expect(cache.read("u") == nil)
        }
    }

    @Test func theLeastRecentlyUsedGoFirstPastTheBound() throws {
        try withTemporaryDirectory { directory in
            // Given: room for three pictures of 1000 bytes and their headers
            let time = TestTime()
            let cache = Self.cache(directory, bytes: 3300, time: time)
            for name in ["a", "b", "c"] {
                try cache.write(Self.picture(1000), for: name)
                time.advance(1)
            }
            #expect(cache.read("a") != nil) // a is used: b is now the oldest
            time.advance(1)

            // When
            try cache.write(Self.picture(1000), for: "d")

            // Then
            #expect(cache.read("b") == nil)
            #expect(cache.read("a") != nil)
            #expect(cache.read("c") != nil)
            #expect(cache.read("d") != nil)
            #expect(cache.size() <= 3300)
        }
    }

    @Test func aPictureLargerThanTheBoundIsNotKept() throws {
        try withTemporaryDirectory { directory in
            let cache = Self.cache(directory, bytes: 500, time: TestTime())
            try cache.write(Self.picture(1000), for: "u")
            #expect(cache.read("u") == nil)
            #expect(cache.size() == 0)
        }
    }

    @Test func aLinkAtAPicturesNameIsNeverFollowedAndIsRemoved() throws {
        try withTemporaryDirectory { directory in
            // Given: a valid entry elsewhere, linked from the name of "u"
            let time = TestTime()
            let cache = Self.cache(directory, time: time)
            let elsewhere = Self.cache(directory.appendingPathComponent("other"), time: time)
            try elsewhere.write(Self.picture(100), for: "u")
            try cache.write(Self.picture(100, fill: 1), for: "x") // makes the folder
            try FileManager.default.createSymbolicLink(
                atPath: cache.file(for: "u").path, withDestinationPath: elsewhere.file(for: "u").path)

            // When
            let read = cache.read("u")

            // Then
            #expect(read == nil)
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: cache.file(for: "u").path)) == nil)
            #expect(elsewhere.read("u") == Self.picture(100))
        }
    }

    @Test func aFolderThatIsALinkIsNeverUsed() throws {
        try withTemporaryDirectory { directory in
            // Given
            let real = directory.appendingPathComponent("real")
            try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: directory.appendingPathComponent("challenge").path, withDestinationPath: real.path)
            let cache = Self.cache(directory, time: TestTime())

            // When / Then
            #expect(throws: (any Error).self) { try cache.write(Self.picture(100), for: "u") }
            #expect(cache.read("u") == nil)
            #expect(try directoryContents(real).isEmpty)
        }
    }

    @Test func aFileOthersCanWriteIsAMissAndIsRemoved() throws {
        try withTemporaryDirectory { directory in
            // Given: a valid entry that anyone could have rewritten
            let cache = Self.cache(directory, time: TestTime())
            try cache.write(Self.picture(100), for: "u")
            let file = cache.file(for: "u").path
            #expect(chmod(file, 0o666) == 0)

            // When
            let read = cache.read("u")

            // Then
            #expect(read == nil)
            #expect(!FileManager.default.fileExists(atPath: file))
        }
    }

    @Test(.enabled(if: getuid() == 0, "only root can give a file to another user"))
    func anotherUsersFileIsAMissAndIsRemoved() throws {
        try withTemporaryDirectory { directory in
            // Given: a valid entry, 0600, planted by uid 65534
            let cache = Self.cache(directory, time: TestTime())
            try cache.write(Self.picture(100), for: "u")
            let file = cache.file(for: "u").path
            #expect(chown(file, 65534, 65534) == 0)

            // When
            let read = cache.read("u")

            // Then
            #expect(read == nil)
            #expect(!FileManager.default.fileExists(atPath: file))
        }
    }

    @Test func aFolderOthersCanWriteIsMadePrivateBeforeARead() throws {
        try withTemporaryDirectory { directory in
            // Given: a picture kept, then the folder opened to everyone
            let cache = Self.cache(directory, time: TestTime())
            try cache.write(Self.picture(100), for: "u")
            #expect(chmod(cache.folder.path, 0o777) == 0)

            // When
            let read = cache.read("u")

            // Then
            #expect(read == Self.picture(100))
            #expect(Self.mode(cache.folder.path) == 0o700)
        }
    }

    @Test func aLongURLWrittenIsReadBackAndOnePastTheBoundIsNotWritten() throws {
        try withTemporaryDirectory { directory in
            // Given a 9,041-byte URL, and one past the bound
            let cache = Self.cache(directory, time: TestTime())
            let long = "http://host/" + String(repeating: "a", count: 9029)
            let tooLong = "http://host/" + String(repeating: "a", count: ImageDiskCache.maximumURLBytes)

            // When
            try cache.write(Self.picture(100), for: long)
            try cache.write(Self.picture(100), for: tooLong)

            // Then what was written is read back, and what could not be is not written
            #expect(cache.read(long) == Self.picture(100))
            #expect(!FileManager.default.fileExists(atPath: cache.file(for: tooLong).path))
        }
    }

    @Test func aFolderThatCannotBeMadeSaysTheSystemsReason() throws {
        try withTemporaryDirectory { directory in
            // Given a cache folder whose parent is a file (the reason is the system's, as EROFS is)
            let parent = directory.appendingPathComponent("file")
            try Data("x".utf8).write(to: parent)
            let cache = ImageDiskCache(folder: parent.appendingPathComponent("challenge"))

            // When / Then
            let failure = #expect(throws: AtomicFile.Failure.self) { try cache.write(Self.picture(100), for: "u") }
            #expect(failure?.reason == "Not a directory")
        }
    }

    @Test func aPictureRemovedIsAMiss() throws {
        try withTemporaryDirectory { directory in
            let cache = Self.cache(directory, time: TestTime())
            try cache.write(Self.picture(100), for: "u")
            cache.remove("u")
            #expect(cache.read("u") == nil)
            #expect(cache.size() == 0)
        }
    }

    @Test func clearRemovesEveryPictureAndSizeCountsThem() throws {
        try withTemporaryDirectory { directory in
            // Given
            let cache = Self.cache(directory, time: TestTime())
            try cache.write(Self.picture(1000), for: "a")
            try cache.write(Self.picture(1000), for: "b")
            #expect(cache.size() > 2000)

            // When
            cache.clear()

            // Then
            #expect(cache.size() == 0)
            #expect(cache.read("a") == nil)
        }
    }

    @Test func theFolderFollowsXDGCacheHome() {
        #expect(
            ImageDiskCache.standardFolder(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"]).path
                == "/x/cache/challenge")
        #expect(ImageDiskCache.standardFolder(environment: ["HOME": "/home/u"]).path == "/home/u/.cache/challenge")
    }
}
