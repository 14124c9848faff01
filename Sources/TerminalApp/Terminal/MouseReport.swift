/// Mouse reports, read by the app itself on every terminal: ncurses never decodes them
/// (libncursesw 6.4 overflows a stack buffer on an SGR report of 33 parameters, which a
/// paste can carry). The app asks for button presses (1000) in the SGR form (1006), which,
/// unlike the X10 form, reaches past column 223: `CSI < button ; column ; row M`, `m` on
/// release. A terminal that ignores 1006 sends X10's `CSI M` and three bytes.
nonisolated enum MouseReport {
    static let sgrPrefix = "\u{1B}[<"
    /// The key code ncurses hands back for `sgrPrefix` (taught with define_key).
    static let sgrCode: Int32 = 0x7040
    static let x10Prefix = "\u{1B}[M"
    static let enable = "\u{1B}[?1000h\u{1B}[?1006h"
    static let disable = "\u{1B}[?1006l\u{1B}[?1000l"

    /// The longest SGR tail kept for decoding; a longer report is read to its end and dropped
    /// whole, never left to be read as keys.
    static let maximumTail = 24

    /// Reads the rest of an SGR report after its prefix with `next` (nil: nothing more came)
    /// to its final byte, and decodes it. An ESC or a control character is no part of a
    /// report: it cuts this one short (nil) and is handed to `pushBack` to be read again.
    static func readSGR(after next: () -> UInt32?, pushBack: (UInt32) -> Void) -> Key? {
        var tail = ""
        var count = 0
        while let value = next() {
            guard let scalar = Unicode.Scalar(value) else { break }
            guard canBeInReport(scalar) else {
                pushBack(value)
                return nil
            }
            count += 1
            if count <= maximumTail { tail.unicodeScalars.append(scalar) }
            if endsReport(scalar) { break }
        }
        return count > maximumTail ? nil : decode(sgrTail: tail)
    }

    /// The key an SGR report's tail (`0;241;5M`) stands for: a left press is a click, the
    /// wheel scrolls; releases, motion and other buttons are nil. Columns and rows count from 1.
    static func decode(sgrTail tail: String) -> Key? {
        guard tail.count <= maximumTail, let final = tail.last, final == "M" || final == "m" else { return nil }
        let numbers = tail.dropLast().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2],
            column >= 1, row >= 1
        else { return nil }
        return key(button: button, column: column, row: row, released: final == "m")
    }

    /// The key an X10 report's three bytes (each 32 more than its value) stand for.
    static func decode(x10 bytes: [UInt32]) -> Key? {
        guard bytes.count == 3, (32...255).contains(bytes[0]), bytes.dropFirst().allSatisfy({ (33...255).contains($0) })
        else { return nil }
        let button = Int(bytes[0]) - 32
        // X10 tells a release only as button 3, whichever button it was.
        return key(button: button, column: Int(bytes[1]) - 32, row: Int(bytes[2]) - 32, released: button & 3 == 3)
    }

    private static func key(button: Int, column: Int, row: Int, released: Bool) -> Key? {
        switch (button, released) {
        case (0, false): .click(x: column - 1, y: row - 1)
        case (64, false): .scrollUp
        case (65, false): .scrollDown
        default: nil
        }
    }

    /// Whether a character can be in a report at all: an ESC or a control character cannot
    /// (it begins the next sequence, or is a key typed after a report cut short).
    static func canBeInReport(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x20 && scalar.value != 0x7F
    }

    /// Whether a character ends an SGR report: anything but its digits and separators.
    static func endsReport(_ scalar: Unicode.Scalar) -> Bool {
        !(0x30...0x3F).contains(scalar.value)
    }
}
