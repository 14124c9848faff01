/// What a terminal answers to the app's questions, read from a whole CSI sequence. The
/// answers come in with the keys, so a paste (or any program writing to the terminal) can
/// carry the same bytes: NcursesDisplay acts on an answer only while its question is open.
enum TerminalReply: Equatable {
    /// The kitty keyboard protocol's flags in force (`CSI ? flags u`), the answer to `CSI ? u`.
    case kittyKeyboard(flags: Int)
    /// Primary device attributes (`CSI ? 62 ; 4 ; 22 c`), the answer to DA1 (`CSI c`), which
    /// every terminal gives: asked after the other questions, it says they are all answered.
    case deviceAttributes([Int])

    /// DA1: asked last, answered by every terminal.
    static let deviceAttributesQuery = "\u{1B}[c"

    /// The reply a sequence (ESC included) is, nil for anything else.
    init?(_ sequence: String) {
        guard sequence.hasPrefix("\u{1B}[?"), let final = sequence.last else { return nil }
        let body = sequence.dropFirst(3).dropLast()
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard !body.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return nil }
        let values = numbers.compactMap { $0 }
        switch final {
        case "u" where values.count == 1: self = .kittyKeyboard(flags: values[0])
        case "c": self = .deviceAttributes(values)
        default: return nil
        }
    }
}
