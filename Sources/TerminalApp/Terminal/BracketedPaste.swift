/// Bracketed paste: asked for, the terminal wraps pasted text in `CSI 200 ~` … `CSI 201 ~`,
/// so the app can take it as text and never as keys (a pasted `q` does not quit, a pasted
/// escape sequence switches nothing on).
nonisolated enum BracketedPaste {
    static let enable = "\u{1B}[?2004h"
    static let disable = "\u{1B}[?2004l"
    static let start = "\u{1B}[200~"
    static let end = "\u{1B}[201~"
    /// The key codes ncurses hands back for `start` and a stray `end` (taught with define_key).
    static let startCode: Int32 = 0x7041
    static let endCode: Int32 = 0x7042

    /// The most characters of one paste kept; the rest is read and dropped.
    static let maximumKept = 4096

    /// The text a paste gives a one-line field: line breaks and tabs as spaces, other
    /// control characters dropped, the breaks at either end (a copied line's) trimmed.
    static func fieldText(_ pasted: String) -> String {
        let scalars = pasted.unicodeScalars
        let isBreak = { (scalar: Unicode.Scalar) in scalar == "\n" || scalar == "\r" }
        guard let first = scalars.firstIndex(where: { !isBreak($0) }),
            let last = scalars.lastIndex(where: { !isBreak($0) })
        else { return "" }
        var text = ""
        for scalar in scalars[first...last] {
            switch scalar.value {
            case 0x0A, 0x0D, 0x09: text.unicodeScalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F: continue
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
