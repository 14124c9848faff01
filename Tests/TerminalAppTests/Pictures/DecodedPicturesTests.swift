import Foundation
import TestSupport
import Testing

@testable import TerminalApp

@Suite struct DecodedPicturesTests {
    @Test func aPictureDrawnAtManySizesIsDecodedOnce() async throws {
        // Given
        let pictures = DecodedPictures(maximumBytes: 16 << 20)
        let jpeg = TestJPEG.face(seed: 3)

        // When: eight sizes asked for at once, from threads of their own, as a resize storm does
        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { try await OwnThread.run { try pictures.pixels(of: jpeg).width } }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        // Then
        #expect(sizes == Array(repeating: 300, count: 8))
        #expect(pictures.decodes == 1)
    }

    @Test func aFailedDecodeIsNotTriedAgain() {
        let pictures = DecodedPictures(maximumBytes: 16 << 20)
        let cut = Data(TestJPEG.face(seed: 1).prefix(400))
        for _ in 0..<3 { #expect(throws: PictureError.self) { try pictures.pixels(of: cut) } }
        #expect(pictures.decodes == 1)
    }

    @Test func theLeastRecentlyUsedGoPastTheBound() throws {
        // Given room for about one 300×300 picture
        let pictures = DecodedPictures(maximumBytes: 400_000)
        let (first, second) = (TestJPEG.face(seed: 1), TestJPEG.face(seed: 2))

        // When
        _ = try pictures.pixels(of: first)
        _ = try pictures.pixels(of: second)
        _ = try pictures.pixels(of: first)

        // Then the first was decoded again
        #expect(pictures.decodes == 3)
    }
}
