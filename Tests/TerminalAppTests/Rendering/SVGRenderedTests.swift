import Core
import Foundation
import Testing

@testable import TerminalApp

/// A picture as a real SVG renderer sees it: `rsvg-convert` (librsvg, `make test-deps`
/// installs it) draws the list frame to a PNG of the picture's size, and the inspector and
/// help pictures pixel by pixel. The README's pictures are checked from their colours
/// (`SVGContrastTests`); these keep that arithmetic honest against a renderer.
@MainActor
@Suite(.tags(.endToEnd), .timeLimit(.minutes(1))) struct SVGRenderedTests {
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

    static let tapesFolder = TmuxSession.packageRoot().appendingPathComponent("docs/tapes")

    @Test func theInspectorBoxAndHelpOverTheAppAreInThePicturesAndReadable() throws {
        // Given the inspector as a box at 80×24, then help
        let scratch = try ScratchDirectory(prefix: "challenge-svg")
        let steps = "Set Size 80x24\nEnter\nF12\nSnapshot box\nF12\n?\nSnapshot help\n"
        let tape = try scratch.write(steps, to: "boxes.tape")
        let pictures = try Self.pictures(of: tape, into: scratch)
        try #require(pictures.map(\.name) == ["box", "help"])

        // Then the box's title is in its picture, and both read
        let box = try #require(SVGDocument(try String(contentsOf: pictures[0].svg, encoding: .utf8)))
        #expect(box.texts.contains { $0.text.contains("F12 closes") })
        for picture in pictures {
            let unreadable = Self.unreadableCells(of: picture.canvas, in: try Self.rendered(picture.svg, in: scratch))
            #expect(unreadable.isEmpty, "\(picture.name): \(unreadable.prefix(8))")
        }
    }

    /// Plays a tape as `replay --svg` does (goldens aside), and returns each snapshot's
    /// picture with the colour canvas it was drawn from.
    static func pictures(of tape: String, into scratch: ScratchDirectory) throws
        -> [(name: String, canvas: Canvas, svg: URL)]
    {
        let url = URL(fileURLWithPath: tape)
        let script = try ReplayParser.parse(try String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
        let folderURL = url.deletingLastPathComponent()
        let data = try ReplayCommand.dataSource(for: script, override: nil, scriptFolder: folderURL)
        let runner = try ReplayRunner(script: script, data: data)
        let folder = try SVGFolder(path: scratch.url.appendingPathComponent("pictures").path, ascii: false)
        var pictures: [(name: String, canvas: Canvas, svg: URL)] = []
        _ = try runner.run(
            onFrame: { step, _ in
                try folder.frame(of: runner, step: step, everyFrame: false)
                guard case .snapshot(let name) = step?.command else { return }
                let canvas = runner.controller.render(theme: Theme(ascii: false, usesColor: true)).canvas
                pictures.append((name, canvas, folder.folder.appendingPathComponent("\(name).svg")))
            },
            onSnapshot: { _, _, _ in }
        )
        return pictures
    }

    /// How many pixels a cell is in a rendered picture.
    static let zoom = 2

    /// The picture as rsvg-convert draws it, at `zoom` so thin strokes have whole pixels.
    static func rendered(_ svg: URL, in scratch: ScratchDirectory) throws -> PNGImage {
        let rsvg = try #require(ChildProcess.executable(named: "rsvg-convert"), "rsvg-convert is not installed")
        let png = scratch.url.appendingPathComponent(svg.deletingPathExtension().lastPathComponent + ".png")
        let result = try ChildProcess.run(rsvg, ["-z", String(zoom), "-o", png.path, svg.path])
        try #require(result.status == 0, "\(result.error)")
        return try PNGImage(contentsOf: png)
    }

    /// The cells holding a character (not a space, not a box line, which is drawn as a line)
    /// whose most contrasting pixel contrasts less than 4.5:1 with the cell's commonest
    /// pixel, its background.
    static func unreadableCells(of canvas: Canvas, in image: PNGImage) -> [String] {
        let (width, height) = (SVGPicture.cellWidth * zoom, SVGPicture.cellHeight * zoom)
        var unreadable: [String] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                guard let cell = canvas[x, y], !cell.isContinuation,
                    !cell.unicodeScalars.allSatisfy(\.properties.isWhitespace),
                    !(cell.unicodeScalars.count == 1 && SVGBoxLines.arms(of: cell.unicodeScalars[0]) != nil)
                else { continue }
                let cells = canvas[x + 1, y]?.isContinuation == true ? 2 : 1
                var counts: [Int: Int] = [:]
                var luminances: [Int: Double] = [:]
                for py in y * height..<(y + 1) * height {
                    for px in x * width..<(x + cells) * width {
                        let pixel = image[px, py]
                        let key = Int(pixel.red) << 16 | Int(pixel.green) << 8 | Int(pixel.blue)
                        counts[key, default: 0] += 1
                        luminances[key] = luminances[key] ?? luminance(pixel)
                    }
                }
                guard let background = counts.max(by: { $0.value < $1.value })?.key,
                    let behind = luminances[background]
                else { continue }
                let best = luminances.values.map { (max($0, behind) + 0.05) / (min($0, behind) + 0.05) }.max() ?? 1
                if best < 4.5 {
                    unreadable.append("(\(x),\(y)) \"\(cell.character)\" \(String(format: "%.2f", best)):1")
                }
            }
        }
        return unreadable
    }

    /// WCAG relative luminance of an sRGB pixel.
    static func luminance(_ pixel: (red: Double, green: Double, blue: Double)) -> Double {
        func linear(_ value: Double) -> Double {
            let channel = value / 255
            return channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(pixel.red) + 0.7152 * linear(pixel.green) + 0.0722 * linear(pixel.blue)
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
