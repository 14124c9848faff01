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

    @Test func rowsOfAnyLengthAreReadStraight() throws {
        // Given a red diagonal on blue, 225 pixels a side (rows of 675 bytes)
        let jpeg = TestJPEG.make(width: 225, height: 225, quality: 95) { x, y in
            abs(x - y) < 12 ? (230, 20, 20) : (20, 20, 200)
        }
        let pixels = try JPEGDecoder.decode(jpeg, wanted: (225, 225))

        // When it is drawn in 20×10 cells
        let cells = BlockConverter.convert(pixels, columns: 20, rows: 10, options: .init(truecolor: true))

        // Then the cells on the diagonal hold red and those far from it none
        func hasRed(_ cell: Cell) -> Bool {
            // A space shows only its background
            let shown =
                cell.character == " " ? [cell.style.background] : [cell.style.foreground, cell.style.background]
            return shown.contains { ($0?.rgb.0 ?? 0) > 150 }
        }
        for row in 1..<9 {
            #expect(hasRed(cells.cells[row * 20 + row * 2]), "row \(row)")
            #expect(!hasRed(cells.cells[row * 20 + (row * 2 + 10) % 20]), "row \(row)")
        }
    }

    @Test func aWidePictureKeepsItsShape() throws {
        let pixels = try #require(Pixels(width: 200, height: 50, rgba: [UInt8](repeating: 128, count: 200 * 50 * 4)))
        #expect(BlockConverter.fitted(pixels, columns: 20, rows: 10) == (20, 3))
    }
}
