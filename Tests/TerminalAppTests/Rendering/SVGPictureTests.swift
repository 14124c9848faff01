import Core
import Foundation
import Testing

@testable import TerminalApp

@MainActor
@Suite struct SVGPictureTests {
    @Test func thePictureIsTheFramesSizeInCells() throws {
        // Given a 40×12 canvas
        let canvas = Canvas(width: 40, height: 12)

        // When drawn as SVG and parsed
        let svg = try #require(SVGDocument(SVGPicture.render(canvas)))

        // Then the picture is 40 cells wide and 12 high, with a background over all of it
        let root = try #require(svg.root)
        #expect(root.name == "svg")
        #expect(root.attributes["width"] == "\(40 * SVGPicture.cellWidth)")
        #expect(root.attributes["height"] == "\(12 * SVGPicture.cellHeight)")
        #expect(svg.rects.first?.attributes["width"] == root.attributes["width"])
        #expect(svg.rects.first?.attributes["fill"] == SVGPicture.background)
    }

    @Test func hostileTextStaysWellFormedAndReadsBackAsDrawn() throws {
        // Given data with markup characters, controls, an emoji and a wide character
        var canvas = Canvas(width: 60, height: 2)
        canvas.text("<b>&amp;\"quoted\" 'x' \u{1B}[31m\u{7}\u{85}", x: 0, y: 0)
        canvas.text("🧪 日本 ok", x: 0, y: 1)

        // When drawn as SVG
        let text = SVGPicture.render(canvas)

        // Then an XML parser reads it, and the text is what the frame shows (controls as their pictures)
        let svg = try #require(SVGDocument(text), "not well-formed:\n\(text)")
        let shown = svg.texts.map(\.text).joined()
        #expect(shown.contains("<b>&amp;\"quoted\" 'x'"))
        #expect(shown.contains("🧪") && shown.contains("日") && shown.contains("ok"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(
            canvas.line(0)!.unicodeScalars.filter { $0.value >= 0x20 && $0 != " " }.allSatisfy {
                shown.unicodeScalars.contains($0)
            })
    }

    @Test func aWideCharacterSpansTwoCells() throws {
        // Given a wide character at column 3
        var canvas = Canvas(width: 10, height: 1)
        canvas.text("ab 日x", x: 0, y: 0)

        // When drawn
        let svg = try #require(SVGDocument(SVGPicture.render(canvas)))

        // Then it is placed at its cell and fitted to two cells; what follows starts two cells on
        let wide = try #require(svg.texts.first { $0.text == "日" })
        #expect(wide.attributes["x"] == "\(3 * SVGPicture.cellWidth)")
        #expect(wide.attributes["textLength"] == "\(2 * SVGPicture.cellWidth)")
        #expect(svg.texts.first { $0.text == "x" }?.attributes["x"] == "\(5 * SVGPicture.cellWidth)")
    }

    @Test func theSelectedRowIsAFilledRectangleWithTheTextInTheBackgroundColour() throws {
        // Given the Characters list at 80×24, its first row selected (reverse video)
        let app = AppHarness()
        app.press(.enter)
        let row = try #require(app.row(containing: "Rick Sanchez"))

        // When its frame is drawn as SVG
        let svg = try #require(SVGDocument(SVGPicture.render(app.controller.render().canvas)))

        // Then that row has a rectangle filled with the foreground colour, and its text is drawn in the background colour
        let y = "\(row * SVGPicture.cellHeight)"
        let band = try #require(svg.rects.first { $0.attributes["y"] == y })
        #expect(band.attributes["fill"] == SVGPicture.foreground)
        #expect(Int(band.attributes["width"] ?? "") ?? 0 >= 60 * SVGPicture.cellWidth)
        let rick = try #require(svg.texts.first { $0.text.contains("Rick Sanchez") })
        #expect(rick.attributes["fill"] == SVGPicture.background)
        #expect(rick.attributes["y"] == "\(row * SVGPicture.cellHeight + SVGPicture.baseline)")
        // The row below is not selected: no band there
        #expect(!svg.rects.contains { $0.attributes["y"] == "\((row + 1) * SVGPicture.cellHeight)" })
    }

    @Test func aColumnAfterAGapStartsAtItsOwnCell() throws {
        // Given one style across a row whose words stand in columns (a selected list row)
        var canvas = Canvas(width: 60, height: 1)
        canvas.text("Beth Smith", x: 3, y: 0)
        canvas.text("Human", x: 44, y: 0)

        // When drawn as SVG
        let svg = try #require(SVGDocument(SVGPicture.render(canvas)))

        // Then each column is placed at its cell, not after 34 spaces in the font's advance
        let human = try #require(svg.texts.first { $0.text.contains("Human") })
        #expect(human.text == "Human")
        #expect(human.attributes["x"] == "\(44 * SVGPicture.cellWidth)")
        #expect(svg.texts.contains { $0.text == "Beth Smith" })
    }

    @Test func colourBoldDimAndUnderlineAreDrawn() throws {
        // Given cells in each style
        var canvas = Canvas(width: 30, height: 1)
        canvas.text("red", x: 0, y: 0, style: .color(.red, bold: true))
        canvas.text("dim", x: 5, y: 0, style: .dim)
        canvas.text("under", x: 10, y: 0, style: Style(underline: true))

        // When drawn
        let svg = try #require(SVGDocument(SVGPicture.render(canvas)))

        // Then each run is one text element carrying its look; dim is a colour part way to
        // the background that still reads, not an opacity
        let red = try #require(svg.texts.first { $0.text == "red" })
        #expect(red.attributes["fill"] == SVGPalette.dark.hex(.red))
        #expect(red.attributes["class"] == "b")
        let dim = try #require(svg.texts.first { $0.text == "dim" }?.attributes["fill"])
        #expect(dim != SVGPicture.foreground)
        #expect(SVGColor.contrast(dim, SVGPicture.background) >= 4.5)
        let full = SVGColor.contrast(SVGPicture.foreground, SVGPicture.background)
        #expect(SVGColor.contrast(dim, SVGPicture.background) < full)
        #expect(svg.texts.first { $0.text == "under" }?.attributes["class"] == "u")
    }

    @Test func aBoxIsDrawnAsJoinedLinesNotGlyphs() throws {
        // Given a 10×4 box
        var canvas = Canvas(width: 12, height: 5)
        canvas.box(Rect(x: 1, y: 0, width: 10, height: 4), glyphs: .unicode)

        // When drawn
        let svg = try #require(SVGDocument(SVGPicture.render(canvas)))

        // Then no box glyph is text, and one stroke runs the whole top edge, corner to corner
        #expect(!svg.texts.contains { $0.text.contains("─") || $0.text.contains("┌") })
        let path = try #require(svg.paths.first?.attributes["d"])
        let w = SVGPicture.cellWidth
        let h = SVGPicture.cellHeight
        let top = "M\(1 * w + w / 2)\(w % 2 == 0 ? "" : ".5") \(h / 2)H\(10 * w + w / 2)\(w % 2 == 0 ? "" : ".5")"
        #expect(path.contains(top), "\(path)")
        // And the left edge is one stroke from the corner's centre down to the bottom corner's
        let left = "M\(w + w / 2)\(w % 2 == 0 ? "" : ".5") \(h / 2)V\(3 * h + h / 2)"
        #expect(path.contains(left), "\(path)")
    }

    @Test func theTextCursorIsABlockInReverseVideo() throws {
        // Given the search field open, its cursor after "sm"
        let app = AppHarness()
        app.press(.enter, .character("/"), .character("s"), .character("m"))
        let frame = app.controller.render()
        let cursor = try #require(frame.cursor)

        // When drawn with its cursor
        let svg = try #require(SVGDocument(SVGPicture.render(frame.canvas, cursor: cursor)))

        // Then one cell at the cursor is filled with the text colour, under the texts (a
        // character there is drawn in the background colour, as a terminal's block shows it)
        let block = try #require(
            svg.rects.first {
                $0.attributes["x"] == "\(cursor.x * SVGPicture.cellWidth)"
                    && $0.attributes["y"] == "\(cursor.y * SVGPicture.cellHeight)"
            })
        #expect(block.attributes["width"] == "\(SVGPicture.cellWidth)")
        #expect(block.attributes["fill"] == SVGPicture.foreground)
        #expect(svg.elements.last?.name == "text")
    }

    @Test func theListFrameIsSmall() throws {
        // Given a full list frame
        let app = AppHarness()
        app.press(.enter)

        // When drawn / Then runs of one style share an element: far fewer elements than cells
        let svg = try #require(SVGDocument(SVGPicture.render(app.controller.render().canvas)))
        #expect(svg.texts.count < 150, "\(svg.texts.count) text elements")
    }
}
