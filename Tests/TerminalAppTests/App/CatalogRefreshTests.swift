import Core
import Foundation
import TestSupport
import Testing

@testable import TerminalApp

/// `r` on a catalog's screens: a catalog file is read again when it changed; the embedded
/// catalog, which cannot change, offers no `r`.
@MainActor
@Suite struct CatalogRefreshTests {
    /// The Characters list of a catalog file of Rick and Morty, `live.json` in `folder`.
    private static func charactersOfACatalogFile(in folder: ScratchDirectory) throws -> (AppHarness, URL) {
        let file = folder.url.appendingPathComponent("live.json")
        try writeCatalog(["Rick", "Morty"], to: file)
        let app = AppHarness(data: .catalogFile(file.path))
        app.press(.character("2"))
        return (app, file)
    }

    private static func writeCatalog(_ names: [String], to url: URL) throws {
        let characters = names.enumerated().map { CharacterModel.stub(id: $0.offset + 1, name: $0.element) }
        try CatalogJSON.data(characters).write(to: url)
    }

    @Test func rReadsAChangedCatalogFileAgain() async throws {
        // Given the Characters list of a catalog file
        let folder = try ScratchDirectory(prefix: "catalog-refresh")
        defer { folder.remove() }
        let (app, file) = try Self.charactersOfACatalogFile(in: folder)
        #expect(app.frame.contains("Morty"))

        // When the file is changed (a character renamed, one added) and r is pressed
        try Self.writeCatalog(["Rick", "Morty Smith", "Summer"], to: file)
        app.press(.character("r"))

        // Then the list shows the file as it is now
        let read = await eventually {
            app.scheduler.drain()
            return app.frame.contains("Summer") && app.frame.contains("Morty Smith")
        }
        #expect(read, "\(app.frame)")
        #expect(app.frame.contains("3 total"), "\(app.frame)")
    }

    @Test func rOnAnUnchangedCatalogFileSaysSo() throws {
        // Given the Characters list of a catalog file that has not changed
        let folder = try ScratchDirectory(prefix: "catalog-refresh")
        defer { folder.remove() }
        let (app, _) = try Self.charactersOfACatalogFile(in: folder)

        // When r is pressed
        app.press(.character("r"))

        // Then the status line says the file is unchanged
        #expect(app.controller.status == "live.json has not changed since it was last read", "\(app.frame)")
    }

    @Test func rWhileTheFileIsReadSaysSo() throws {
        // Given the Characters list of a catalog file whose read has not finished
        let folder = try ScratchDirectory(prefix: "catalog-refresh")
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("live.json")
        try Self.writeCatalog(["Rick", "Morty"], to: file)
        let app = AppHarness(data: .catalogFile(file.path), readFirst: false)
        app.press(.character("2"))

        // When r is pressed
        app.press(.character("r"))

        // Then the status line says the file is being read (it said it was unchanged)
        #expect(app.controller.status == "live.json is being read", "\(app.frame)")
    }

    @Test(arguments: ["2", "3", "4"])
    func theEmbeddedCatalogOffersNoRefresh(tab: Character) {
        // Given a list of the embedded catalog, and a detail of it
        let app = AppHarness()
        app.press(.character(tab))
        #expect(!app.controller.keyTable.contains { $0.named == .refresh }, "\(app.frame)")
        app.press(.enter)

        // Then neither offers r (it had nothing to read again)
        #expect(!app.controller.keyTable.contains { $0.named == .refresh }, "\(app.frame)")
        #expect(!app.controller.renderer.helpRows.contains { $0.action == "refresh" })
    }
}
