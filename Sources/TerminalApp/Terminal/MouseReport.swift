/// Mouse reports in the SGR form (`CSI < button ; column ; row M`, `m` on release), which,
/// unlike the X10 form, reach past column 223. ncurses decodes them itself only where the
/// terminal's description asks for them (xterm's `XM`); elsewhere (tmux, screen) the app
/// asks the terminal for them and reads them: ncurses hands back `code` for the `CSI <`
/// prefix, and the rest is read and decoded here.
enum SGRMouse {
    static let prefix = "\u{1B}[<"
    static let code: Int32 = 0x7040
    static let enable = "\u{1B}[?1006h"
    static let disable = "\u{1B}[?1006l"

    /// The longest tail read after the prefix before giving up on a report.
    static let maximumTail = 24

    /// The key a report's tail (`0;241;5M`) stands for: a left press is a click, the wheel
    /// scrolls; releases, motion and other buttons are nil. Columns and rows count from 1.
    static func decode(tail: String) -> Key? {
        guard let final = tail.last, final == "M" || final == "m" else { return nil }
        let numbers = tail.dropLast().split(separator: ";").map { Int($0) }
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2],
            column >= 1, row >= 1
        else { return nil }
        switch (button, final) {
        case (0, "M"): return .click(x: column - 1, y: row - 1)
        case (64, "M"): return .scrollUp
        case (65, "M"): return .scrollDown
        default: return nil
        }
    }

    /// Whether a report's tail is complete: its final byte came.
    static func isComplete(_ tail: String) -> Bool {
        tail.last == "M" || tail.last == "m"
    }
}
