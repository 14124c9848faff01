import Foundation
import Testing
@testable import Core

/// A catalog file is mapped while it is read; another process cutting it shorter then must
/// not end the app with SIGBUS (an attack on the start found it: a truncate 10 ms after the
/// start crashed 5 of 5 runs).
@Suite struct CatalogFileLeaseTests {
    /// Whether this machine's temporary folder takes read leases (a file system without them
    /// leaves the read unprotected, as `CatalogFile` says, and the case cannot be played).
    static var temporaryFolderTakesLeases: Bool {
        (try? withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("probe").path
            try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
            let fd = open(path, O_RDONLY)
            defer { close(fd) }
            return fcntl(fd, 1024, Int32(F_RDLCK)) == 0 && fcntl(fd, 1024, Int32(F_UNLCK)) == 0 // F_SETLEASE
        }) ?? false
    }

    @Test(.enabled(if: temporaryFolderTakesLeases, "the temporary folder's file system takes no leases"))
    func aFileCutShorterWhileItIsReadWaitsUntilTheReadIsDone() throws {
        try withTemporaryDirectory { directory in
            // Given an 8 MB catalog file
            let path = directory.appendingPathComponent("catalog.json").path
            try Data(repeating: UInt8(ascii: " "), count: 8 << 20).write(to: URL(fileURLWithPath: path))
            // (a shell's `>` opens the file to cut it and waits; coreutils' truncate opens it
            // without waiting and is refused while the read holds the file)
            let cutter = Process()
            cutter.executableURL = URL(fileURLWithPath: "/bin/sh")
            cutter.arguments = ["-c", ": > \"$0\"", path]

            // When another process cuts it to nothing while the read is under way
            let (last, cutWaited) = try CatalogFile.read(atPath: path) { bytes, _ in
                try cutter.run()
                Thread.sleep(forTimeInterval: 0.3)
                // Without the lease the pages are gone and reading the last byte is SIGBUS.
                return (bytes[bytes.count - 1], cutter.isRunning)
            }
            cutter.waitUntilExit()

            // Then the read saw the whole file, the cut waited for it, and happened after
            #expect(last == UInt8(ascii: " "))
            #expect(cutWaited)
            #expect(cutter.terminationStatus == 0)
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == 0)
        }
    }
}
