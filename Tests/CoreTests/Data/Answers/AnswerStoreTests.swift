import Foundation
import Glibc
import Synchronization
import Testing

@testable import Core

@Suite struct AnswerStoreTests {
    /// A wall clock the test moves.
    final class TestTime: Sendable {
        private let seconds = Mutex<TimeInterval>(1_800_000_000)
        var now: Date { Date(timeIntervalSince1970: seconds.withLock { $0 }) }
        func advance(_ interval: TimeInterval) { seconds.withLock { $0 += interval } }
    }

    /// The log lines a store wrote.
    final class Lines: Sendable {
        private let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func append(_ line: String) { lines.withLock { $0.append(line) } }
    }

    static func store(_ folder: URL, bytes: Int = 1 << 20, time: TestTime = TestTime(), log: Lines = Lines())
        -> AnswerStore
    {
        AnswerStore(folder: folder.appendingPathComponent("challenge"), maximumBytes: bytes, now: { time.now }) {
            log.append($0)
        }
    }

    static func answer(_ url: String, body: String = #"{"id":1}"#, tag: String? = "\"v1\"", at time: TestTime)
        -> SavedAnswer
    {
        SavedAnswer(url: url, status: 200, body: Data(body.utf8), entityTag: tag, lastModified: nil, saved: time.now)
    }

    private static func mode(_ path: String) -> mode_t {
        var info = stat()
        _ = lstat(path, &info)
        return info.st_mode & 0o777
    }

    @Test func anAnswerWrittenIsReadBackWithItsValidatorAndTimeFromA0600FileInA0700Folder() throws {
        try withTemporaryDirectory { directory in
            // Given
            let time = TestTime()
            let store = Self.store(directory, time: time)
            let answer = Self.answer("http://127.0.0.1:1/api/character?page=1", at: time)

            // When
            try store.write(answer)

            // Then
            #expect(store.read(answer.url) == answer)
            #expect(store.read(answer.url)?.entityTag == "\"v1\"")
            #expect(Self.mode(store.folder.path) == 0o700)
            #expect(Self.mode(store.file(for: answer.url).path) == 0o600)
            #expect(store.read("http://127.0.0.1:1/api/character?page=2") == nil)
        }
    }

    @Test func aCutFileIsAMissWithOneLogLineAndIsRemoved() throws {
        try withTemporaryDirectory { directory in
            // Given
            let time = TestTime()
            let log = Lines()
            let store = Self.store(directory, time: time, log: log)
            try store.write(Self.answer("u", body: String(repeating: "x", count: 200), at: time))
            let file = store.file(for: "u")
            try Data((try Data(contentsOf: file)).prefix(60)).write(to: file)

            // When
            let read = store.read("u")

            // Then
            #expect(read == nil)
            #expect(!FileManager.default.fileExists(atPath: file.path))
            #expect(log.all.count == 1)
            #expect(log.all.first?.contains("dropped") == true)
        }
    }

    @Test func aForeignFileUnderTheNameIsAMissAndTheNextAnswerReplacesIt() throws {
        try withTemporaryDirectory { directory in
            // Given a file of another program (and one of another URL) where answers go
            let time = TestTime()
            let store = Self.store(directory, time: time)
            try store.write(Self.answer("other", at: time))
            try FileManager.default.copyItem(at: store.file(for: "other"), to: store.file(for: "u"))
            try Data("GIF89a not an answer".utf8).write(to: store.file(for: "v"))

            // When / Then
            #expect(store.read("u") == nil)
            #expect(store.read("v") == nil)
            try store.write(Self.answer("u", body: "[1]", at: time))
            #expect(store.read("u")?.body == Data("[1]".utf8))
        }
    }

    @Test func aLinkAtTheNameIsNeitherFollowedNorWrittenThrough() throws {
        try withTemporaryDirectory { directory in
            // Given a link planted at an answer's name, pointing at a file of the user's
            let time = TestTime()
            let store = Self.store(directory, time: time)
            try store.write(Self.answer("first", at: time))
            let target = directory.appendingPathComponent("precious")
            try Data("mine".utf8).write(to: target)
            let file = store.file(for: "u")
            try FileManager.default.createSymbolicLink(at: file, withDestinationURL: target)

            // When
            #expect(store.read("u") == nil)
            try FileManager.default.createSymbolicLink(at: file, withDestinationURL: target)
            try store.write(Self.answer("u", at: time))

            // Then the file is untouched, and the answer is in a file of its own
            #expect(try Data(contentsOf: target) == Data("mine".utf8))
            #expect(store.read("u") != nil)
        }
    }

    @Test func pastTheBoundTheLeastRecentlyUsedGoFirst() throws {
        try withTemporaryDirectory { directory in
            // Given three answers of about 400 bytes under a bound of 1,000, the first read since
            let time = TestTime()
            let store = Self.store(directory, bytes: 1000, time: time)
            let body = String(repeating: "x", count: 300)
            try store.write(Self.answer("a", body: body, at: time))
            time.advance(1)
            try store.write(Self.answer("b", body: body, at: time))
            time.advance(1)
            _ = store.read("a")
            time.advance(1)

            // When
            try store.write(Self.answer("c", body: body, at: time))

            // Then
            #expect(store.read("a") != nil)
            #expect(store.read("b") == nil)
            #expect(store.read("c") != nil)
            #expect(store.size() <= 1000)
            #expect(store.count() == 2)
        }
    }

    @Test func clearForgetsEveryAnswerAndNothingElse() throws {
        try withTemporaryDirectory { directory in
            // Given an answer, and a picture's file beside it
            let time = TestTime()
            let store = Self.store(directory, time: time)
            try store.write(Self.answer("a", at: time))
            let picture = store.folder.appendingPathComponent("img-0123")
            try Data("picture".utf8).write(to: picture)

            // When
            store.clear()

            // Then
            #expect(store.read("a") == nil)
            #expect(store.size() == 0)
            #expect(FileManager.default.fileExists(atPath: picture.path))
        }
    }

    @Test func answersUnderAPrefixAreListedAndDamagedOnesDropped() throws {
        try withTemporaryDirectory { directory in
            // Given
            let time = TestTime()
            let store = Self.store(directory, time: time)
            try store.write(Self.answer("http://h/api/character?page=1", at: time))
            try store.write(Self.answer("http://h/api/episode?page=1", at: time))
            try Data("junk".utf8).write(to: store.file(for: "junk"))

            // When
            let listed = store.answers(under: "http://h/api/character")

            // Then
            #expect(listed.map(\.url) == ["http://h/api/character?page=1"])
            #expect(!FileManager.default.fileExists(atPath: store.file(for: "junk").path))
        }
    }

    @Test func aFileOthersCanWriteIsAMissWithOneLogLineAndIsRemoved() throws {
        try withTemporaryDirectory { directory in
            // Given a valid answer that anyone could have rewritten, and one more for the listing
            let time = TestTime()
            let log = Lines()
            let store = Self.store(directory, time: time, log: log)
            try store.write(Self.answer("http://h/api/character?page=1", at: time))
            try store.write(Self.answer("http://h/api/character/1", at: time))
            let read = store.file(for: "http://h/api/character?page=1").path
            let listed = store.file(for: "http://h/api/character/1").path
            #expect(chmod(read, 0o666) == 0)
            #expect(chmod(listed, 0o620) == 0)

            // When
            let answer = store.read("http://h/api/character?page=1")
            let answers = store.answers(under: "http://h/api/character")

            // Then
            #expect(answer == nil)
            #expect(answers.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: read))
            #expect(!FileManager.default.fileExists(atPath: listed))
            #expect(log.all.count == 2)
            #expect(log.all.allSatisfy { $0.contains("dropped: others can write to it") }, "\(log.all)")
        }
    }

    @Test(.enabled(if: getuid() == 0, "only root can give a file to another user"))
    func anotherUsersFileIsAMissAndIsRemovedAndTheServersNextAnswerIsTheUsers() throws {
        try withTemporaryDirectory { directory in
            // Given: a valid answer, 0600, planted by uid 65534
            let time = TestTime()
            let log = Lines()
            let store = Self.store(directory, time: time, log: log)
            try store.write(Self.answer("u", body: "[666]", at: time))
            let file = store.file(for: "u").path
            #expect(chown(file, 65534, 65534) == 0)

            // When
            let answer = store.read("u")
            try store.write(Self.answer("u", body: "[1]", at: time))

            // Then
            #expect(answer == nil)
            let name = store.file(for: "u").lastPathComponent
            #expect(log.all == ["saved answer \(name) dropped: it is uid 65534's, not yours"])
            var info = stat()
            #expect(lstat(file, &info) == 0 && info.st_uid == getuid() && info.st_mode & 0o777 == 0o600)
            #expect(store.read("u")?.body == Data("[1]".utf8))
        }
    }

    @Test func aFolderOthersCanWriteIsMadePrivateBeforeARead() throws {
        try withTemporaryDirectory { directory in
            // Given an answer kept, then the folder opened to everyone
            let time = TestTime()
            let store = Self.store(directory, time: time)
            try store.write(Self.answer("u", at: time))
            #expect(chmod(store.folder.path, 0o777) == 0)

            // When
            let answer = store.read("u")

            // Then the user's own file is read, from a folder that is theirs alone again
            #expect(answer != nil)
            #expect(Self.mode(store.folder.path) == 0o700)
        }
    }

    @Test func aFolderOthersCanWriteIsMadePrivateBeforeTheListing() throws {
        try withTemporaryDirectory { directory in
            // Given
            let time = TestTime()
            let store = Self.store(directory, time: time)
            try store.write(Self.answer("http://h/api/character/1", at: time))
            #expect(chmod(store.folder.path, 0o773) == 0)

            // When
            let answers = store.answers(under: "http://h/api/character")

            // Then
            #expect(answers.count == 1)
            #expect(Self.mode(store.folder.path) == 0o700)
        }
    }

    @Test func aFolderThatIsALinkIsNotUsedAndOneLogLineSaysWhy() throws {
        try withTemporaryDirectory { directory in
            // Given the store's folder is a link to a folder holding a valid answer
            let time = TestTime()
            let log = Lines()
            let real = Self.store(directory.appendingPathComponent("elsewhere"), time: time)
            try real.write(Self.answer("u", at: time))
            try FileManager.default.createSymbolicLink(
                atPath: directory.appendingPathComponent("challenge").path, withDestinationPath: real.folder.path)
            let store = Self.store(directory, time: time, log: log)

            // When: read twice, and listed
            let first = store.read("u")
            let second = store.read("u")
            let listed = store.answers(under: "")

            // Then nothing is used, and one line says why
            #expect(first == nil && second == nil && listed.isEmpty)
            #expect(log.all == ["saved answers in \(store.folder.path) are not used: it is a symbolic link"])
            #expect(real.read("u") != nil)
        }
    }

    @Test(.enabled(if: getuid() == 0, "only root can give a folder to another user"))
    func aFolderOfAnotherUserIsNotUsedAndOneLogLineSaysWhy() throws {
        try withTemporaryDirectory { directory in
            // Given the store's folder, with a valid answer, given to uid 65534
            let time = TestTime()
            let log = Lines()
            let store = Self.store(directory, time: time, log: log)
            try store.write(Self.answer("u", at: time))
            #expect(chown(store.folder.path, 65534, 65534) == 0)

            // When
            let answer = store.read("u")
            #expect(throws: AtomicFile.Failure.self) { try store.write(Self.answer("v", at: time)) }
            let listed = store.answers(under: "")

            // Then
            #expect(answer == nil && listed.isEmpty)
            #expect(log.all == ["saved answers in \(store.folder.path) are not used: it is uid 65534's, not yours"])
            #expect(FileManager.default.fileExists(atPath: store.file(for: "u").path))
        }
    }
}
