import Foundation
import TestSupport
import Testing

@testable import TerminalApp

@Suite struct BlockConverterTests {
    private static func convert(truecolor: Bool) throws -> PictureCells {
        let pixels = try JPEGDecoder.decode(TestJPEG.halves(width: 64, height: 64), wanted: (160, 160))
        return BlockConverter.convert(pixels, columns: 20, rows: 10, options: .init(truecolor: truecolor))
    }

    @Test func aSquarePictureFillsTwiceAsManyColumnsAsRows() throws {
        let cells = try Self.convert(truecolor: false)
        #expect((cells.width, cells.height) == (20, 10))
        #expect(cells.cells.count == 200)
    }

    @Test func theColoursOfEachHalfAreKeptIn256Colours() throws {
        // When
        let cells = try Self.convert(truecolor: false)

        // Then: a cell on the left is drawn red, one on the right blue (whichever of the
        // symbol's two colours shows most of it)
        func dominant(_ cell: Cell) -> (Int, Int, Int)? {
            (cell.character == " " ? cell.style.background : cell.style.foreground ?? cell.style.background)?.rgb
        }
        let left = try #require(dominant(cells.cells[5 * 20 + 3]))
        let right = try #require(dominant(cells.cells[5 * 20 + 16]))
        #expect(left.0 > 150 && left.2 < 100)
        #expect(right.2 > 150 && right.0 < 100)
        #expect(cells.cells.allSatisfy { $0.style.foreground?.exact == nil })
    }

    @Test func truecolorKeepsExactColours() throws {
        let cells = try Self.convert(truecolor: true)
        #expect(cells.cells.contains { $0.style.foreground?.exact != nil || $0.style.background?.exact != nil })
    }

    @Test func aWidePictureKeepsItsShape() {
        let pixels = Pixels(width: 200, height: 50, rgb: [UInt8](repeating: 128, count: 200 * 50 * 3))
        #expect(BlockConverter.fitted(pixels, columns: 20, rows: 10) == (20, 3))
    }
}
