import Foundation
import TestSupport
import Testing

@testable import Core

/// Whole numbers at and past every boundary of Int: each is read exactly or refused in one
/// line, never a trap (an id of -2^63 or a count of 2^63 from a server crashed the app).
@Suite struct JSONReaderIntegerTests {
    private func read(_ text: String) throws -> Int {
        let bytes = Array("[\(text)]".utf8)
        return try bytes.withUnsafeBytes { raw in
            var reader = JSONReader(bytes: raw)
            var value = 0
            try reader.readArray(field: "list") { reader in value = try reader.readInteger(field: "id") }
            return value
        }
    }

    /// Every power of ten and of two in range, each ±1, and the two ends.
    private static let inRange: [Int] = {
        var values: [Int] = [0, 1, -1, .max, .min, .max - 1, .min + 1]
        var power = 1
        while true {
            values += [power, power - 1, -power, -power + 1]
            let (next, overflow) = power.multipliedReportingOverflow(by: 10)
            if overflow { break }
            power = next
        }
        for shift in 1..<63 {
            values += [1 << shift, (1 << shift) - 1, -(1 << shift), -(1 << shift) + 1, (1 << shift) + 1]
        }
        return values
    }()

    @Test func everyBoundaryInRangeIsReadExactly() throws {
        for value in Self.inRange {
            #expect(try read(String(value)) == value, "\(value)")
        }
    }

    @Test(arguments: [
        "9223372036854775808", "-9223372036854775809", "9223372036854775809", "18446744073709551615",
        "18446744073709551616", "-18446744073709551616", "99999999999999999999", "-99999999999999999999",
        "92233720368547758070", "100000000000000000000000000000",
    ])
    func aNumberPastIntIsRefusedInOneLine(_ text: String) {
        let error = #expect(throws: JSONReader.Failure.self) { try read(text) }
        #expect(error?.description.contains("\"id\" is out of range") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func randomDigitStringsAgreeWithSwiftsOwnParse() {
        // Given 20,000 seeded strings of 1 to 40 digits, half negative, many near 19 digits
        var random = SeededRandom(seed: 25)
        for _ in 0..<20_000 {
            let length =
                Bool.random(using: &random)
                ? Int.random(in: 18...20, using: &random) : Int.random(in: 1...40, using: &random)
            var digits = String((0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
            if Bool.random(using: &random) { digits = "-" + digits }
            // When the reader reads it, then it agrees with Int(_:) (which refuses past Int), but
            // for a leading zero, which JSON has not
            let magnitude = digits.drop { $0 == "-" }
            let expected = magnitude.count > 1 && magnitude.first == "0" ? nil : Int(digits)
            let actual = try? read(digits)
            #expect(actual == expected, "\(digits)")
        }
    }
}
