import Foundation
import Testing

@testable import Core

/// An answer that is no JPEG is refused naming what it is, and never saying another kind works.
@Suite struct ImageBytesTests {
    @Test(arguments: [
        (Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]), "it is a PNG picture"),
        (Data("GIF89a....".utf8), "it is a GIF picture"),
        (Data("RIFF\0\0\0\0WEBPVP8 ".utf8), "it is a WebP picture"),
        (Data("<svg xmlns=".utf8), "it looks like SVG or XML"),
        (Data(#"{"error": "x"}"#.utf8), "it looks like JSON"),
        (Data([0, 1, 2, 0xAB]), "it starts with the bytes 00 01 02 AB"),
    ])
    func whatWasReceivedIsNamedAndOnlyJPEGIsSaidToWork(bytes: Data, said: String) {
        #expect(throws: ImageError.notAnImage(said)) { try ImageBytes.check(bytes) }
        #expect(ImageError.notAnImage(said).description == "the answer is not a JPEG picture: \(said)")
    }
}
