import Foundation
import TestSupport
import Testing

@testable import TerminalApp

/// Pictures as kitty's commands and as sixel, made by chafa from decoded pixels.
@Suite struct PixelConverterTests {
    /// A red diagonal on blue, 225 pixels a side: a row of 225 RGB pixels is 675 bytes, not
    /// a multiple of four (chafa 1.12 read such rows askew).
    private static let diagonal = TestJPEG.make(width: 225, height: 225, quality: 95) { x, y in
        abs(x - y) < 6 ? (230, 20, 20) : (20, 20, 200)
    }

    /// The RGBA pixels a kitty picture carries (each command's base64 decoded alone).
    private static func kittyPixels(_ picture: PixelPicture) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let text = String(decoding: picture.bytes, as: UTF8.self)
        let commands = text.components(separatedBy: "\u{1B}_G").dropFirst().map {
            $0.replacingOccurrences(of: "\u{1B}\\", with: "")
        }
        let keys = try #require(commands.first).split(separator: ",")
        func value(_ name: String) throws -> Int {
            try #require(keys.first { $0.hasPrefix(name + "=") }.flatMap { Int($0.dropFirst(name.count + 1)) })
        }
        var rgba: [UInt8] = []
        for command in commands {
            guard let payload = command.split(separator: ";", maxSplits: 1).dropFirst().first else { continue }
            rgba += try #require(Data(base64Encoded: String(payload)))
        }
        return (try value("s"), try value("v"), rgba)
    }

    @Test func aKittyPictureHasThePicturesPixelsRowByRow() throws {
        // Given a decoded picture whose rows are 675 bytes
        let pixels = try JPEGDecoder.decode(Self.diagonal, wanted: (200, 200))

        // When it is made for 20×10 cells of 10×20 pixels
        let picture = try #require(
            PixelConverter.convert(
                pixels, columns: 20, rows: 10, cell: .init(width: 10, height: 20), kind: .kitty, identity: "d"))

        // Then it is 200×200 pixels, red along its diagonal and blue away from it
        let (width, height, rgba) = try Self.kittyPixels(picture)
        #expect((width, height) == (200, 200))
        try #require(rgba.count == width * height * 4)
        func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
            let index = (y * width + x) * 4
            return (rgba[index], rgba[index + 1], rgba[index + 2])
        }
        for position in stride(from: 10, to: 190, by: 20) {
            #expect(pixel(position, position).0 > 150, "at \(position)")
            #expect(pixel(position, (position + 100) % 200).2 > 150, "at \(position)")
        }
    }

    @Test func aPictureCutAtItsTopHoldsOnlyTheRowsShown() throws {
        // Given the diagonal in 20×10 cells of 10×20 pixels, its top 4 rows scrolled out
        let mode = PictureMode.kitty(.init(width: 10, height: 20))

        // When the rows shown are made
        let made = try PictureStore.make(Self.diagonal, url: "d", columns: 20, rows: 10, part: 4..<10, mode: mode)

        // Then it is those 6 rows (120 pixels), and they hold the diagonal's lower part
        guard case .pixels(let picture) = made else {
            Issue.record("not pixels: \(made)")
            return
        }
        #expect((picture.columns, picture.rows) == (20, 6))
        let (width, height, rgba) = try Self.kittyPixels(picture)
        #expect((width, height) == (200, 120))
        try #require(rgba.count == width * height * 4)
        for y in stride(from: 10, to: 110, by: 20) {
            let onDiagonal = ((y * width) + y + 80) * 4
            let offDiagonal = ((y * width) + y) * 4
            #expect(rgba[onDiagonal] > 150 && rgba[onDiagonal + 2] < 100, "at \(y)")
            #expect(rgba[offDiagonal + 2] > 150, "at \(y)")
        }
    }

    @Test func aSixelPictureIsOneDeviceControlString() throws {
        let pixels = try JPEGDecoder.decode(Self.diagonal, wanted: (200, 200))
        let picture = try #require(
            PixelConverter.convert(
                pixels, columns: 20, rows: 10, cell: .init(width: 10, height: 20), kind: .sixel, identity: "d"))
        let text = String(decoding: picture.bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}P") && text.hasSuffix("\u{1B}\\"))
        #expect(text.dropFirst(2).prefix(12).contains("q"))
        // Its raster is the cells' size, never taller (a sixel band is 6 pixels)
        #expect(text.contains("\"1;1;200;198") || text.contains("\"1;1;200;200"))
    }
}
