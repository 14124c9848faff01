import Foundation
import Testing

@testable import Core

/// Another process may cut a catalog file shorter while the app reads it: the app must say
/// so in one line, never end with SIGBUS as a mapped file does.
@Suite struct CatalogFileTests {
    @Test func theBytesHandedOnStayWholeWhenTheFileIsCutUnderThem() throws {
        try withTemporaryDirectory { directory in
            // Given an 8 MB catalog file
            let path = directory.appendingPathComponent("catalog.json").path
            try Data(repeating: UInt8(ascii: " "), count: 8 << 20).write(to: URL(fileURLWithPath: path))

            // When a writer cuts it to nothing while its bytes are being parsed
            let last = try CatalogFile.read(atPath: path) { bytes in
                let writer = open(path, O_WRONLY | O_TRUNC)
                close(writer)
                // (a mapping of the file would end the process here with SIGBUS)
                return bytes[bytes.count - 1]
            }

            // Then the parse saw the whole file as it was when it was read
            #expect(last == UInt8(ascii: " "))
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == 0)
        }
    }

    @Test func aFileLargerThanCanBeReadWholeIsRefusedBeforeAnyRead() throws {
        try withTemporaryDirectory { directory in
            // Given a sparse file that says it holds 100 GB
            let path = directory.appendingPathComponent("catalog.json").path
            let fd = open(path, O_WRONLY | O_CREAT, 0o600)
            #expect(ftruncate(fd, 100 << 30) == 0)
            close(fd)

            // When it is checked / Then it is refused in one line, at once (reading it whole
            // asked for 100 GB of memory and aborted)
            #expect(
                throws: CatalogFile.Unreadable(
                    description: "it is 102400 MB; a catalog is read whole, and at most 4096 MB")
            ) {
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
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 20, alignment: 1)
            defer { buffer.deallocate() }

            // When it is read / Then the read says how far it got
            #expect(
                throws: CatalogFile.Unreadable(description: "the file was cut to 10 of its 20 bytes while it was read")
            ) {
                try CatalogFile.fill(buffer, from: fd)
            }
        }
    }

    @Test func aFileThatStartsAsNoCatalogIsRefusedBeforeItIsReadWhole() throws {
        try withTemporaryDirectory { directory in
            // Given an 8 MB file that is no JSON from its first byte (a log given by mistake)
            let path = directory.appendingPathComponent("app.log").path
            try Data(("\u{FEFF} \n log line\n" + String(repeating: "x", count: 8 << 20)).utf8)
                .write(to: URL(fileURLWithPath: path))

            // When it is read, then it fails with the whole read's message, and its bytes are never handed on
            let failure = #expect(throws: JSONReader.Failure.self) {
                try CatalogFile.read(atPath: path) { _ in Issue.record("the whole file was read") }
            }
            #expect(failure?.description == "not valid JSON: expected a catalog object or array at line 2, column 2")
        }
    }

    @Test(arguments: [
        ("null", "a catalog is a JSON object or array, not a single value at line 1, column 1"),
        (" \n 42", "a catalog is a JSON object or array, not a single value at line 2, column 2"),
    ])
    func aSingleJSONValueIsNoCatalogButIsJSON(_ text: String, _ said: String) throws {
        // `null` was told "not valid JSON"
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("catalog.json").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))

            let failure = #expect(throws: JSONReader.Failure.self) {
                try CatalogFile.read(atPath: path) { _ in Issue.record("handed on") }
            }
            #expect(failure?.description == said)
        }
    }

    @Test(arguments: [" \n{\"characters\": []}", "\u{FEFF}[]", String(repeating: " ", count: 5000) + "{}"])
    func aFileThatStartsAsACatalogIsHandedOn(_ text: String) throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("catalog.json").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))

            let count = try CatalogFile.read(atPath: path) { $0.count }

            #expect(count == text.utf8.count)
        }
    }
}
