/// What a terminal answers to the app's questions, read from a whole sequence. The answers
/// come in with the keys, so a paste (or any program writing to the terminal) can carry the
/// same bytes: NcursesDisplay acts on an answer only while its question is open.
nonisolated enum TerminalReply: Equatable {
    /// The kitty keyboard protocol's flags in force (`CSI ? flags u`), the answer to `CSI ? u`.
    case kittyKeyboard(flags: Int)
    /// Primary device attributes (`CSI ? 62 ; 4 ; 22 c`), the answer to DA1 (`CSI c`), which
    /// every terminal gives: asked after the other questions, it says they are all answered.
    /// Attribute 4 is sixel graphics.
    case deviceAttributes([Int])
    /// The answer to the kitty graphics query (`APC G i=… ; OK ST`): whether the terminal
    /// took the test picture.
    case kittyGraphics(ok: Bool)
    /// A cell's size in pixels (`CSI 6 ; height ; width t`), the answer to `CSI 16 t`.
    case cellSize(width: Int, height: Int)

    /// DA1: asked last, answered by every terminal.
    static let deviceAttributesQuery = "\u{1B}[c"
    /// The cell's size in pixels (xterm's window operation 16).
    static let cellSizeQuery = "\u{1B}[16t"

    /// The reply a sequence (ESC included) is, nil for anything else.
    init?(_ sequence: String) {
        if sequence.hasPrefix(KittyGraphics.replyPrefix) {
            guard sequence.hasSuffix(KittyGraphics.terminator) else { return nil }
            let body = sequence.dropFirst(KittyGraphics.replyPrefix.count).dropLast(KittyGraphics.terminator.count)
            let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            // The answer names the query's picture; anything else is not an answer to it.
            guard parts.count == 2, parts[0].split(separator: ",").contains("i=\(KittyGraphics.queryID)") else {
                return nil
            }
            self = .kittyGraphics(ok: parts[1] == "OK")
            return
        }
        guard sequence.hasPrefix("\u{1B}["), let final = sequence.last else { return nil }
        let isPrivate = sequence.dropFirst(2).first == "?"
        let body = sequence.dropFirst(isPrivate ? 3 : 2).dropLast()
        var parameters = body.split(separator: ";", omittingEmptySubsequences: false)
        // kitty ends its DA1 answer with an empty attribute (`CSI ? 62 ; c`).
        if final == "c", parameters.count > 1, parameters.last?.isEmpty == true { parameters.removeLast() }
        let numbers = parameters.map { Int($0) }
        guard !body.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return nil }
        let values = numbers.compactMap { $0 }
        switch (isPrivate, final) {
        case (true, "u") where values.count == 1: self = .kittyKeyboard(flags: values[0])
        case (true, "c"): self = .deviceAttributes(values)
        case (false, "t") where values.count == 3 && values[0] == 6 && values[1] > 0 && values[2] > 0:
            self = .cellSize(width: values[2], height: values[1])
        default: return nil
        }
    }
}
