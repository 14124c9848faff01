import Foundation
import Testing

@testable import TerminalApp

/// The README's pictures read, checked from the colours the SVG declares: every character
/// of every `<text>` against the last `<rect>` drawn under its cell, as a renderer layers
/// them. `SVGRenderedTests` holds the same rule against rsvg-convert's pixels.
@MainActor
@Suite struct SVGContrastTests {
    nonisolated static let docsTapes = ["columns", "filter", "home", "inspector", "list", "palette"]

    @Test(arguments: docsTapes)
    func everyCharacterOfADocsPictureContrastsWithWhatIsBehindIt(tape: String) throws {
        // Given the pictures `replay --svg` draws of a README tape
        let scratch = try ScratchDirectory(prefix: "challenge-svg")
        let path = SVGRenderedTests.tapesFolder.appendingPathComponent("\(tape).tape").path
        let pictures = try SVGRenderedTests.pictures(of: path, into: scratch)
        try #require(!pictures.isEmpty)

        for picture in pictures {
            // When the picture is read back
            let svg = try #require(SVGDocument(try String(contentsOf: picture.svg, encoding: .utf8)))

            // Then every character a person would read stands out from its background by 4.5:1
            let unreadable = Self.unreadableCharacters(in: svg)
            #expect(unreadable.isEmpty, "\(tape).\(picture.name): \(unreadable.count) cells, \(unreadable.prefix(8))")
            #expect(svg.texts.count > 10)
        }
    }

    @Test(arguments: ["detail", "portrait"])
    func everyCharacterOfAPicturePlayedAgainstAServerContrasts(name: String) throws {
        // Given a committed picture of a tape `make pictures` plays against a server (its portrait as blocks)
        let url = SVGRenderedTests.tapesFolder.deletingLastPathComponent().appendingPathComponent(
            "pictures/\(name).svg")
        let svg = try #require(SVGDocument(try String(contentsOf: url, encoding: .utf8)))

        // Then every character a person would read stands out from its background by 4.5:1
        let unreadable = Self.unreadableCharacters(in: svg)
        #expect(unreadable.isEmpty, "\(name): \(unreadable.count) cells, \(unreadable.prefix(8))")
        #expect(svg.texts.count > 10)
    }

    @Test func aTextOverARectOfItsOwnColourIsFound() throws {
        // Given a picture whose second word stands on a rect of its text's colour
        let svg = try #require(
            SVGDocument(
                """
                <svg xmlns="http://www.w3.org/2000/svg"><rect width="90" height="18" fill="#1e1e1e"/>
                <rect x="36" y="0" width="27" height="18" fill="#d0d0d0"/>
                <text x="0" y="13" fill="#d0d0d0">ab  cd</text></svg>
                """))

        // When it is checked, then the two cells on the rect are unreadable and the others not
        #expect(Self.unreadableCharacters(in: svg).map { $0.prefix(6) } == ["(4,0) ", "(5,0) "])
    }

    @Test func theDockedInspectorIsInThePicture() throws {
        // Given the README's inspector tape (160×40, the pane docked)
        let scratch = try ScratchDirectory(prefix: "challenge-svg")
        let picture = try #require(
            try SVGRenderedTests.pictures(
                of: SVGRenderedTests.tapesFolder.appendingPathComponent("inspector.tape").path,
                into: scratch
            ).first)

        // Then the picture has the pane's title and its redirect on the right of the app's width
        let svg = try #require(SVGDocument(try String(contentsOf: picture.svg, encoding: .utf8)))
        let appRight = try #require(InspectorPane.appWidth(besidePaneIn: 160)) * SVGPicture.cellWidth
        let right = svg.texts.filter { Int($0.attributes["x"] ?? "") ?? 0 >= appRight }
        #expect(right.contains { $0.text.contains("F12 closes") })
        #expect(right.contains { $0.text.contains("character.episode(1)") })
    }

    /// The cells whose character (not a space) contrasts less than 4.5:1 with the fill of
    /// the last rect covering the cell (the page's, when no other does).
    static func unreadableCharacters(in svg: SVGDocument) -> [String] {
        let rects = svg.rects.map { rect in
            let number = { Int(rect.attributes[$0] ?? "") ?? 0 }
            let width = Int(rect.attributes["width"] ?? "") ?? Int.max
            let height = Int(rect.attributes["height"] ?? "") ?? Int.max
            return (x: number("x"), y: number("y"), width: width, height: height, fill: rect.attributes["fill"] ?? "")
        }
        var unreadable: [String] = []
        for text in svg.texts {
            guard let fill = text.attributes["fill"], let x = Int(text.attributes["x"] ?? ""),
                let baseline = Int(text.attributes["y"] ?? "")
            else { continue }
            let row = (baseline - SVGPicture.baseline) / SVGPicture.cellHeight
            // A lone character fitted to its cells is one, whatever its width; a run is one a cell.
            let characters = text.attributes["textLength"] == nil ? Array(text.text) : [text.text.first ?? " "]
            for (offset, character) in characters.enumerated() where !character.isWhitespace {
                let column = x / SVGPicture.cellWidth + offset
                let (left, top) = (column * SVGPicture.cellWidth, row * SVGPicture.cellHeight)
                guard
                    let behind = rects.last(where: {
                        $0.x <= left && left < $0.x + $0.width && $0.y <= top && top < $0.y + $0.height
                    })
                else { continue }
                let ratio = SVGColor.contrast(fill, behind.fill)
                if ratio < SVGColor.minimumContrast {
                    unreadable.append("(\(column),\(row)) \"\(character)\" \(String(format: "%.2f", ratio)):1")
                }
            }
        }
        return unreadable
    }
}
