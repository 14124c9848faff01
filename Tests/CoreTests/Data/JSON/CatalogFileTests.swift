import Foundation
import Testing

@testable import Core

/// Another process may cut a catalog file shorter while the app reads it: the app must say
/// so in one line, never end with SIGBUS as a mapped file does.
@Suite struct CatalogFileTests {
    /// A file cut under the read: 8 MB of white space cut to 1 MB (a mapping of the file ends
    /// the process with SIGBUS), and a 3 MB string skipped, cut to nothing while it is read.
    @Test(arguments: [
        ("[" + String(repeating: " ", count: 8 << 20) + "]", 1 << 20),
        ("[{\"unread\": \"" + String(repeating: "a", count: 3 << 20) + "\"}]", 0),
    ])
    func aFileCutUnderTheReadIsUnreadableInOneLine(_ text: String, cutTo size: Int) throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("catalog.json").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))

            // When a writer cuts it once the first chunk is read
            let said = "the file was cut to \(size) of its \(text.utf8.count) bytes while it was read"
            #expect(throws: CatalogFile.Unreadable(description: said)) {
                _ = try CatalogFile.read(atPath: path) { document in
                    var reader = document()
                    reader.skipWhitespace()
                    _ = truncate(path, off_t(size))
                    return try CharacterJSON.catalog(reader)
                }
            }
        }
    }

    @Test func aFileWrittenWhileItIsReadIsUnreadableInOneLine() throws {
        try withTemporaryDirectory { directory in
            // Given a catalog that another process rewrites in place between two features' passes
            let path = directory.appendingPathComponent("catalog.json").path
            try Data(#"{"characters": [], "episodes": []}"#.utf8).write(to: URL(fileURLWithPath: path))

            // When it is read / Then the read says so, rather than hand on two versions' records
            #expect(throws: CatalogFile.Unreadable(description: "the file was written while it was read")) {
                try CatalogFile.read(atPath: path) { document in
                    _ = try CharacterJSON.catalog(document())
                    let writer = open(path, O_WRONLY)
                    _ = pwrite(writer, "E", 1, 3)
                    var later = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
                    _ = futimens(writer, &later)
                    close(writer)
                    _ = try EpisodeJSON.catalog(document())
                }
            }
        }
    }

    @Test(arguments: [
        String(repeating: " ", count: 10_000) + "[]",
        String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
        #"{"unknown": ""# + String(repeating: "x", count: 10_000) + #"", "characters": []}"#,
    ])
    func whatIsSkippedIsLetGoOf(_ text: String) throws {
        try withTemporaryDirectory { directory in
            // Given a file of white space, brackets or a long value nobody reads
            let path = directory.appendingPathComponent("catalog.json").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let fd = open(path, O_RDONLY)
            defer { close(fd) }

            // When it is read 64 bytes at a time
            let input = JSONFileInput(fd: fd, size: text.utf8.count, chunkBytes: 64) { _ in }
            var reader = JSONReader(input: input)
            reader.skipWhitespace()
            try reader.skipValue()

            // Then no more than a chunk was ever held (they grew the chunk to the whole file)
            #expect(input.window.count <= 64)
        }
    }

    @Test func theFileIsNeverHeldWhole() throws {
        try withTemporaryDirectory { directory in
            // Given a catalog of 3,000 characters, 600 KB
            let path = directory.appendingPathComponent("catalog.json").path
            let body = (1...3000).map {
                #"{"id":\#($0),"name":"Name \#($0)","status":"Alive","species":"Human","gender":"Female","#
                    + #""image":"https://example.com/avatar/\#($0).jpeg","episode":[]}"#
            }
            try Data(("[" + body.joined(separator: ",") + "]").utf8).write(to: URL(fileURLWithPath: path))
            let fd = open(path, O_RDONLY)
            defer { close(fd) }

            // When it is read 4 KB at a time
            let input = JSONFileInput(fd: fd, size: Int(lseek(fd, 0, SEEK_END)), chunkBytes: 4096) { _ in }
            let characters = try CharacterJSON.catalog(JSONReader(input: input))

            // Then every record is read and no more than a chunk was ever at hand
            #expect(characters.count == 3000)
            #expect(input.window.count <= 4096)
        }
    }

    @Test func aValueLongerThanAChunkIsReadWhole() throws {
        try withTemporaryDirectory { directory in
            // Given a character whose name alone is longer than the chunks the file is read in
            let path = directory.appendingPathComponent("catalog.json").path
            let name = String(repeating: "Rick ", count: 5000)
            try Data(
                #"[{"id":1,"name":"\#(name)","status":"Alive","species":"Human","gender":"Male"}]"#.utf8
            ).write(to: URL(fileURLWithPath: path))
            let fd = open(path, O_RDONLY)
            defer { close(fd) }

            let input = JSONFileInput(fd: fd, size: Int(lseek(fd, 0, SEEK_END)), chunkBytes: 1024) { _ in }
            let characters = try CharacterJSON.catalog(JSONReader(input: input))

            #expect(characters.map(\.name) == [name])
        }
    }

    @Test func aStringPastTheBoundIsRefusedAtItsLineBeforeItIsHeld() throws {
        try withTemporaryDirectory { directory in
            // Given a name of 3 MB on the second line
            let path = directory.appendingPathComponent("catalog.json").path
            let name = String(repeating: "a", count: 3 << 20)
            try Data("[\n{\"id\":1,\"name\":\"\(name)\",\"status\":\"Alive\"}]".utf8).write(
                to: URL(fileURLWithPath: path))
            let fd = open(path, O_RDONLY)
            defer { close(fd) }

            // When it is read 4 KB at a time
            let input = JSONFileInput(fd: fd, size: Int(lseek(fd, 0, SEEK_END)), chunkBytes: 4096) { _ in }
            let failure = #expect(throws: JSONReader.Failure.self) {
                try CharacterJSON.catalog(JSONReader(input: input))
            }

            // Then it is refused where it starts, and no more than the bound was ever held
            #expect(
                failure?.description
                    == "too long: \"name\" holds more than 64 kB; a string is at most that at line 2, column 16")
            #expect(input.window.count <= 4 * JSONReader.maximumStringBytes)
        }
    }

    @Test func aStringAtTheBoundIsRead() throws {
        let name = String(repeating: "é", count: JSONReader.maximumStringBytes / 2)
        let text = #"[{"id":1,"name":"\#(name)","status":"Alive","species":"Human","gender":"Male"}]"#
        let characters = try Data(text.utf8).withUnsafeBytes { try CharacterJSON.catalog(JSONReader(bytes: $0)) }
        #expect(characters.map(\.name) == [name])
        let longer = text.replacingOccurrences(of: "\"name\":\"", with: "\"name\":\"a")
        #expect(throws: JSONReader.Failure.self) {
            try Data(longer.utf8).withUnsafeBytes { try CharacterJSON.catalog(JSONReader(bytes: $0)) }
        }
    }

    @Test func aFileMadeAsItIsReadIsNotCalledEmpty() {
        // /proc's files say their size is 0 and have bytes
        #expect(throws: CatalogFile.Unreadable.self) { try CatalogFile.checkReadable(atPath: "/proc/cpuinfo") }
        do {
            try CatalogFile.checkReadable(atPath: "/proc/cpuinfo")
        } catch {
            #expect("\(error)".contains("its size says 0 but it has bytes"), "\(error)")
        }
    }

    @Test func aFailureInAFileReadInChunksSaysItsLineAndColumn() throws {
        try withTemporaryDirectory { directory in
            // Given a catalog of many lines with a bad value far past the first chunk
            let path = directory.appendingPathComponent("catalog.json").path
            let lines = (1...2000).map {
                #"{"id":\#($0),"name":"N","status":"Alive","species":"Human","gender":"Male"},"#
            }
            try Data(("[\n" + lines.joined(separator: "\n") + "\n   {\"id\": 01}]").utf8)
                .write(to: URL(fileURLWithPath: path))
            let fd = open(path, O_RDONLY)
            defer { close(fd) }

            // When it is read 256 bytes at a time, then the failure is where it is in the file
            let input = JSONFileInput(fd: fd, size: Int(lseek(fd, 0, SEEK_END)), chunkBytes: 256) { _ in }
            let failure = #expect(throws: JSONReader.Failure.self) {
                try CharacterJSON.catalog(JSONReader(input: input))
            }
            #expect(failure?.description == "not valid JSON: a number with a leading zero at line 2002, column 11")
        }
    }

    @Test func aFileLargerThanAnyCatalogIsRefusedBeforeAnyRead() throws {
        try withTemporaryDirectory { directory in
            // Given a sparse file that says it holds 100 GB
            let path = directory.appendingPathComponent("catalog.json").path
            let fd = open(path, O_WRONLY | O_CREAT, 0o600)
            #expect(ftruncate(fd, 100 << 30) == 0)
            close(fd)

            // When it is checked / Then it is refused in one line, at once
            #expect(throws: CatalogFile.Unreadable(description: "it is 102400 MB; a catalog is at most 4096 MB")) {
                try CatalogFile.checkReadable(atPath: path)
            }
        }
    }

    @Test func aFileShorterThanItWasWhenOpenedIsUnreadableInOneLine() throws {
        try withTemporaryDirectory { directory in
            // Given a file of 10 bytes, which was 20 when its size was taken
            let path = directory.appendingPathComponent("catalog.json").path
            try Data(repeating: UInt8(ascii: " "), count: 10).write(to: URL(fileURLWithPath: path))
            let fd = open(path, O_RDONLY)
            defer { close(fd) }
            var told: [CatalogFile.Unreadable] = []
            let input = JSONFileInput(fd: fd, size: 20, chunkBytes: 4) { told.append($0) }

            // When it is read to its end
            var reader = JSONReader(input: input)
            reader.skipWhitespace()
            let atEnd = reader.isAtEnd

            // Then the read says how far it got, once
            #expect(atEnd)
            #expect(
                told == [
                    CatalogFile.Unreadable(description: "the file was cut to 10 of its 20 bytes while it was read")
                ])
        }
    }

    @Test func aFileThatStartsAsNoCatalogFailsAtItsFirstBytes() throws {
        try withTemporaryDirectory { directory in
            // Given an 8 MB file that is no JSON from its first byte (a log given by mistake)
            let path = directory.appendingPathComponent("app.log").path
            try Data(("\u{FEFF} \n log line\n" + String(repeating: "x", count: 8 << 20)).utf8)
                .write(to: URL(fileURLWithPath: path))

            // When it is read, then it fails where it stops being a catalog
            let failure = #expect(throws: JSONReader.Failure.self) {
                try CatalogFile.read(atPath: path) { try CharacterJSON.catalog($0()) }
            }
            #expect(failure?.description == "not valid JSON: expected a catalog object or array at line 2, column 2")
        }
    }

    @Test(arguments: [
        ("null", "a catalog is a JSON object or array, not a single value at line 1, column 1"),
        (" \n 42", "a catalog is a JSON object or array, not a single value at line 2, column 2"),
        // Past the 4 KB a first look read, it was "not valid JSON"
        (
            String(repeating: " ", count: 5000) + "12",
            "a catalog is a JSON object or array, not a single value at line 1, column 5001"
        ),
    ])
    func aSingleJSONValueIsNoCatalogButIsJSON(_ text: String, _ said: String) throws {
        // `null` was told "not valid JSON"
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("catalog.json").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))

            let failure = #expect(throws: JSONReader.Failure.self) {
                try CatalogFile.read(atPath: path) { try CharacterJSON.catalog($0()) }
            }
            #expect(failure?.description == said)
        }
    }

    @Test(arguments: [" \n{\"characters\": []}", "\u{FEFF}[]", String(repeating: " ", count: 5000) + "{}"])
    func aFileThatStartsAsACatalogIsHandedOn(_ text: String) throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("catalog.json").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))

            let index = try CatalogFile.read(atPath: path) { document in
                var reader = document()
                reader.skipBOM()
                try reader.skipValue()
                return reader.index
            }

            #expect(index == text.utf8.count)
        }
    }
}
