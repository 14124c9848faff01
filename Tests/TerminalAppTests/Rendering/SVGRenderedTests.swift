import Core
import Foundation
import Testing
@testable import TerminalApp

/// A picture as a real SVG renderer sees it: `rsvg-convert` (librsvg, `make test-deps`
/// installs it) draws the list frame to a PNG of the picture's size.
@Suite struct SVGRenderedTests {
    @Test func rsvgConvertRendersTheListFrameAtItsSize() throws {
        let rsvg = try #require(
            ChildProcess.executable(named: "rsvg-convert"),
            "rsvg-convert is not installed (`make test-deps` installs librsvg2-bin)"
        )
        // Given the list frame at 80×24 with hostile data on it
        let scratch = try ScratchDirectory(prefix: "challenge-svg")
        let app = AppHarness(data: .catalogFile(try Self.hostileCatalog(in: scratch)))
        app.press(.enter)
        let svg = scratch.url.appendingPathComponent("list.svg")
        let png = scratch.url.appendingPathComponent("list.png")
        try Data(SVGPicture.render(app.controller.render().canvas).utf8).write(to: svg)

        // When rsvg-convert renders it
        let result = try ChildProcess.run(rsvg, ["-o", png.path, svg.path])

        // Then it succeeds, and the PNG is 80 cells by 24 rows
        #expect(result.status == 0, "\(result.error)")
        let bytes = [UInt8](try Data(contentsOf: png))
        try #require(bytes.count > 24 && bytes[1...3] == [0x50, 0x4E, 0x47], "not a PNG")
        let width = bytes[16...19].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20...23].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 80 * SVGPicture.cellWidth)
        #expect(height == 24 * SVGPicture.cellHeight)
    }

    /// Names with markup, quotes, controls and wide characters.
    static func hostileCatalog(in folder: ScratchDirectory) throws -> String {
        let names = ["<script>&amp;</script>", "\"Quoted\" 'Rick'", "Bell\u{7}Esc\u{1B}[31m", "日本語の名前 🧪", "]]>"]
        let characters = names.enumerated().map { index, name in
            [
                "id": index + 1, "name": name, "status": "Alive", "species": "Human", "type": "", "gender": "Male",
                "origin": ["name": "Earth", "url": ""], "location": ["name": "Earth", "url": ""],
                "image": "", "episode": [String](), "url": "", "created": "2017-11-04T18:48:46.250Z",
            ] as [String: Any]
        }
        let file = folder.url.appendingPathComponent("hostile.json")
        try JSONSerialization.data(withJSONObject: characters).write(to: file)
        return file.path
    }
}
