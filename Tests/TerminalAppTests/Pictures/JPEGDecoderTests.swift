import Foundation
import TestSupport
import Testing

@testable import TerminalApp

@Suite struct JPEGDecoderTests {
    @Test func aPictureIsDecodedToItsPixels() throws {
        // Given
        let jpeg = TestJPEG.halves(width: 64, height: 32)

        // When
        let pixels = try JPEGDecoder.decode(jpeg, wanted: (64, 32))

        // Then: red on the left, blue on the right
        #expect((pixels.width, pixels.height) == (64, 32))
        let left = Array(pixels.rgba[(16 * 64 + 8) * 4..<(16 * 64 + 8) * 4 + 3])
        let right = Array(pixels.rgba[(16 * 64 + 56) * 4..<(16 * 64 + 56) * 4 + 3])
        #expect(left[0] > 180 && left[2] < 60)
        #expect(right[2] > 180 && right[0] < 60)
    }

    @Test func aLargePictureIsDecodedScaledDownToWhatIsDrawn() throws {
        // Given: 640×640, drawn in 160×160 pixels' worth of cells
        let jpeg = TestJPEG.halves(width: 640, height: 640)

        // When
        let pixels = try JPEGDecoder.decode(jpeg, wanted: (160, 160))

        // Then: the DCT's 1/4, not the whole picture
        #expect((pixels.width, pixels.height) == (160, 160))
        #expect(pixels.rgba.count == 160 * 160 * 4)
    }

    @Test func aHeaderClaimingTooManyPixelsIsRefusedBeforeDecoding() {
        // Given: 30000×30000 (2.7 GB as RGB), in a file of a few hundred bytes
        let bomb = TestJPEG.claiming(width: 30000, height: 30000)

        // When / Then
        #expect(throws: PictureError.tooManyPixels(width: 30000, height: 30000)) {
            try JPEGDecoder.decode(bomb, wanted: (160, 160))
        }
    }

    @Test(arguments: [0, 3, 100])
    func aTruncatedPictureIsAnErrorNotAPicture(keeping: Int) {
        let cut = TestJPEG.halves().prefix(keeping)
        #expect(throws: PictureError.self) { try JPEGDecoder.decode(Data(cut), wanted: (16, 16)) }
    }

    @Test func theDecodeScaleNeverPassesTheBoundWhateverIsWanted() {
        let (width, height) = JPEGDecoder.scaledSize(width: 8192, height: 8192, wanted: (8192, 8192))
        #expect(width <= JPEGDecoder.maximumDecodedSide && height <= JPEGDecoder.maximumDecodedSide)
    }

    @Test func aProgressivePictureLargerThanTheScansBoundIsRefusedBeforeDecoding() throws {
        // Given: 2100×2100 stored progressively (the library would keep every coefficient)
        let side = JPEGDecoder.maximumMultiScanSide + 52
        let jpeg = TestJPEG.make(width: side, height: side, quality: 10, progressive: true) { _, _ in (9, 9, 9) }

        // When / Then
        let error = #expect(throws: PictureError.tooManyPixelsInScans(width: side, height: side, progressive: true)) {
            try JPEGDecoder.decode(jpeg, wanted: (160, 160))
        }
        #expect(error?.description.contains("several scans (progressive)") == true)
    }

    @Test func aSequentialPictureInSeveralScansIsRefusedAsMultiScanNotProgressive() throws {
        // Given: a baseline frame (SOF0) of 2100×2100 in three scans, as `jpegtran -scans` writes
        let side = JPEGDecoder.maximumMultiScanSide + 52
        let jpeg = TestJPEG.sequential(width: side, height: side, scans: 3)

        // When
        let error = #expect(throws: PictureError.self) { try JPEGDecoder.decode(jpeg, wanted: (160, 160)) }

        // Then the log line names it as its header does
        let line = try #require(error).description
        #expect(line.contains("several scans (multi-scan sequential)"), "\(line)")
        #expect(!line.contains("progressive"), "\(line)")
    }

    @Test func aProgressivePictureWithinTheBoundIsDecoded() throws {
        // Given
        let jpeg = TestJPEG.make(width: 64, height: 32, progressive: true) { x, _ in
            x < 32 ? (220, 20, 20) : (20, 20, 220)
        }

        // When
        let pixels = try JPEGDecoder.decode(jpeg, wanted: (64, 32))

        // Then
        #expect((pixels.width, pixels.height) == (64, 32))
        #expect(pixels.rgba[(16 * 64 + 8) * 4] > 180)
    }

    @Test func theMarkersTellAProgressivePictureFromABaselineOne() {
        let progressive = TestJPEG.make(width: 16, height: 16, progressive: true) { _, _ in (1, 2, 3) }
        let baseline = TestJPEG.make(width: 16, height: 16) { _, _ in (1, 2, 3) }
        #expect(progressive.withUnsafeBytes { JPEGLayout($0.bindMemory(to: UInt8.self)) }.multiScan)
        #expect(!baseline.withUnsafeBytes { JPEGLayout($0.bindMemory(to: UInt8.self)) }.multiScan)
        let sequential = TestJPEG.sequential(width: 16, height: 16, scans: 2)
        let layout = sequential.withUnsafeBytes { JPEGLayout($0.bindMemory(to: UInt8.self)) }
        #expect(layout.multiScan && !layout.progressive)
        #expect(progressive.withUnsafeBytes { JPEGLayout($0.bindMemory(to: UInt8.self)) }.progressive)
    }

    @Test func aYCCKPictureIsDrawnInRGB() throws {
        // Given: left half red ink (magenta and yellow), right half cyan ink, stored inverted
        let jpeg = TestJPEG.cmyk(width: 64, height: 32) { x, _ in x < 32 ? (255, 0, 0, 255) : (0, 255, 255, 255) }

        // When
        let pixels = try JPEGDecoder.decode(jpeg, wanted: (64, 32))

        // Then: red on the left, cyan on the right
        let left = Array(pixels.rgba[(16 * 64 + 8) * 4..<(16 * 64 + 8) * 4 + 4])
        let right = Array(pixels.rgba[(16 * 64 + 56) * 4..<(16 * 64 + 56) * 4 + 4])
        #expect(left[0] > 200 && left[1] < 50 && left[2] < 50 && left[3] == 255, "\(left)")
        #expect(right[0] < 50 && right[1] > 200 && right[2] > 200, "\(right)")
    }

    @Test(arguments: [(0, 4, 0), (4, 4, 63), (4, 4, 65), (-1, 4, 0), (Int.max, 2, 8)])
    func pixelsOfTheWrongCountAreNoPicture(width: Int, height: Int, bytes: Int) {
        #expect(Pixels(width: width, height: height, rgba: [UInt8](repeating: 0, count: bytes)) == nil)
        #expect(Pixels(width: 4, height: 4, rgba: [UInt8](repeating: 0, count: 64)) != nil)
    }
}
