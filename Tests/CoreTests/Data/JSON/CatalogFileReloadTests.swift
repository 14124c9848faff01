import Foundation
import Testing

@testable import Core

/// A catalog rewritten in place at the same size, its modification time put back (`cp -p`,
/// `rsync --inplace -t`), is another version: its change time moved, which nothing can put back.
@Suite struct CatalogFileReloadTests {
    /// Rewrites `path` in place with `text` (the same size), then puts its modification time
    /// back, once the file system's clock has moved past the file's change time.
    static func rewriteInPlace(_ path: String, with text: String) {
        var before = stat()
        _ = stat(path, &before)
        var now = timespec()
        repeat {
            clock_gettime(CLOCK_REALTIME_COARSE, &now)
        } while (now.tv_sec, now.tv_nsec) <= (before.st_ctim.tv_sec, before.st_ctim.tv_nsec)
        let writer = open(path, O_WRONLY)
        _ = text.withCString { pwrite(writer, $0, strlen($0), 0) }
        var times = [before.st_atim, before.st_mtim]
        _ = futimens(writer, &times)
        close(writer)
    }

    @Test func aFileRewrittenWithItsTimePutBackHasChanged() throws {
        try withTemporaryDirectory { directory in
            // Given a catalog read once
            let path = directory.appendingPathComponent("catalog.json").path
            try Data(#"{"characters": [1]}"#.utf8).write(to: URL(fileURLWithPath: path))
            let reload = CatalogFileReload(path: path, first: BackgroundValue(value: 1)) { 2 }
            #expect(!reload.hasChanged())

            // When it is rewritten in place, at the same size, and its time put back
            Self.rewriteInPlace(path, with: #"{"characters": [2]}"#)

            // Then
            #expect(reload.hasChanged())
            #expect(try reload.reloadIfChanged().wait() == 2)
        }
    }

    @Test func aFileRewrittenUnderTheReadWithItsTimePutBackIsUnreadable() throws {
        try withTemporaryDirectory { directory in
            // Given a catalog rewritten in place between two features' passes, its time put back
            let path = directory.appendingPathComponent("catalog.json").path
            try Data(#"{"characters": [], "episodes": []}"#.utf8).write(to: URL(fileURLWithPath: path))

            // When it is read / Then the read says so, rather than hand on two versions' records
            #expect(throws: CatalogFile.Unreadable(description: "the file was written while it was read")) {
                try CatalogFile.read(atPath: path) { document in
                    _ = try CharacterJSON.catalog(document())
                    Self.rewriteInPlace(path, with: #"{"characterz": [], "episodes": []}"#)
                    _ = try EpisodeJSON.catalog(document())
                }
            }
        }
    }
}
