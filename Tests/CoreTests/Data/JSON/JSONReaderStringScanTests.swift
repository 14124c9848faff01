import TestSupport
import Testing

@testable import Core

/// Strings are scanned eight bytes at a time: the word test must find the same first
/// special byte as a byte-by-byte look, and a string must end, escape or fail at exactly the same byte wherever in a word
/// its quote, backslash or control character falls.
@Suite struct JSONReaderStringScanTests {
    /// The first byte (0 to 7, lowest first) that is a quote, a backslash or a control
    /// character, looked at one by one; 8 for none.
    private static func byteByByte(_ word: UInt64) -> Int {
        (0..<8).first { shift in
            let byte = UInt8(truncatingIfNeeded: word >> (shift * 8))
            return byte == 0x22 || byte == 0x5C || byte < 0x20
        } ?? 8
    }

    private static func byWord(_ word: UInt64) -> Int {
        let special = JSONReader.specialBytes(word)
        return special == 0 ? 8 : special.trailingZeroBitCount / 8
    }

    @Test func theWordTestAgreesWithLookingAtEachByte() {
        // Bytes at and beside every edge the test draws (and UTF-8's high bytes), mixed at random
        let edges: [UInt8] = [
            0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0x9D, 0xA2, 0xDC, 0xFF,
        ]
        var random = SeededRandom(seed: 25)
        var disagreements = 0
        for round in 0..<200_000 {
            var word: UInt64 = 0
            for shift in 0..<8 {
                let byte =
                    round % 2 == 0 ? edges.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
                word |= UInt64(byte) << (shift * 8)
            }
            if Self.byWord(word) != Self.byteByByte(word) { disagreements += 1 }
        }
        #expect(disagreements == 0)
        #expect(Self.byWord(0x6161_6161_6161_6161) == 8)
        #expect(Self.byWord(0x6161_6161_6161_6122) == 0)
        #expect(Self.byWord(0x5C61_6161_6161_6161) == 7)
        #expect(Self.byWord(0x6122_6161_0061_6161) == 3)
    }

    private func read(_ json: String) throws -> String {
        let bytes = Array(json.utf8)
        return try bytes.withUnsafeBytes { raw in
            var reader = JSONReader(bytes: raw)
            return try reader.readString(field: "name")
        }
    }

    @Test func aStringEndsAtItsQuoteWhereverItFallsInAWord() throws {
        for length in 0..<40 {
            let text = String(repeating: "é", count: length / 2) + String(repeating: "a", count: length - length / 2)
            #expect(try read("\"\(text)\" , \"next\"") == text)
            // An escape at every offset
            #expect(try read("\"\(text)\\n\(text)\"") == text + "\n" + text)
        }
    }

    @Test func aControlCharacterOrAnEndInsideAStringFailsWhereverItFalls() {
        for length in 0..<24 {
            let text = String(repeating: "b", count: length)
            #expect(throws: (any Error).self) { try read("\"\(text)\u{01}\(text)\"") }
            #expect(throws: (any Error).self) { try read("\"\(text)") }
        }
    }
}
