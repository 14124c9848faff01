import CNcurses
import Glibc
import Testing

@testable import TerminalApp

/// The width table (Tools/width_table.py) against the C library's wcwidth, which the
/// terminal's cursor follows: every scalar assigned in the table's Unicode version takes as
/// many cells on the canvas as the terminal advances for it.
@Suite struct TextWidthTableTests {
    /// Where the app keeps its own count on purpose: line and paragraph separators, which
    /// wcwidth calls unprintable (-1), are drawn as one cell like any other unknown mark.
    static let drawnAsOne: Set<UInt32> = [0x2028, 0x2029]

    @Test(arguments: [
        (0x80 as UInt32)...0xFFFF, 0x10000...0x1FFFF, 0x20000...0x3FFFF, 0x40000...0x10FFFF,
    ])
    func everyAssignedScalarTakesTheCellsTheCLibraryCounts(_ plane: ClosedRange<UInt32>) throws {
        // Given a UTF-8 locale, in which wcwidth knows the Unicode widths
        try #require(TestLocale.isUTF8)
        let version = TextWidthTable.unicodeVersion.split(separator: ".").compactMap { Int($0) }
        var differences: [String] = []
        var checked = 0
        for value in plane {
            // Every printable scalar the table's Unicode version assigns (controls, surrogates,
            // private use and what came later are not the table's to count)
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                (age.major, age.minor) <= (version[0], version[1]), !Self.drawnAsOne.contains(value),
                // what the frame draws as a placeholder is the placeholder's width
                Sanitizer.placeholder(for: scalar) == nil
            else { continue }
            switch scalar.properties.generalCategory {
            case .control, .privateUse, .surrogate, .unassigned: continue
            default: break
            }
            checked += 1

            // When the app and the C library count its cells
            let ours = TextWidth.width(of: scalar)
            let libc = Int(wcwidth(wchar_t(bitPattern: value)))

            // Then they agree
            if ours != libc { differences.append("U+\(String(value, radix: 16, uppercase: true)) \(ours)≠\(libc)") }
        }
        #expect(differences.isEmpty, "\(differences.count) differ: \(differences.prefix(20))")
        #expect(checked > 0)
    }

    @Test func theTableIsSortedAndItsRangesApart() {
        for table in [TextWidthTable.zero, TextWidthTable.wide] {
            #expect(zip(table, table.dropFirst()).allSatisfy { $0.upperBound + 1 < $1.lowerBound })
        }
    }

    @Test func theSeparatorsAreOneCellAndAFlagIsTwo() {
        #expect(TextWidth.of("\u{2028}") == 1)
        #expect(TextWidth.of("🇫🇷") == 2)
        #expect(TextWidth.of("\u{1F1EB}") == 1)
    }
}
