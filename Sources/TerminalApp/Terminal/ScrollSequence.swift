/// The sequences that scroll a VT-class terminal's text (ECMA-48): a scroll region (DECSTBM),
/// scrolling up or down (SU, SD), inserted or deleted lines (IL, DL), an index, a reverse
/// index or a next line (IND, RI, NEL). Every terminal that draws sixel is of that class.
nonisolated enum ScrollSequence {
    private static let escape: UInt8 = 0x1B

    /// Whether `bytes` hold one of them.
    static func isIn(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count - 1 {
            defer { index += 1 }
            guard bytes[index] == escape else { continue }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "M") || next == UInt8(ascii: "D") || next == UInt8(ascii: "E") { return true }
            guard next == UInt8(ascii: "[") else { continue }
            // CSI: parameters (0x30–0x3F), intermediates (0x20–0x2F), then the final byte.
            var end = index + 2
            while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
            let parameters = bytes[(index + 2)..<end]
            let hasIntermediates = end < bytes.count && (0x20...0x2F).contains(bytes[end])
            while end < bytes.count, (0x20...0x2F).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return false }
            let isPrivate = parameters.first.map { (0x3C...0x3F).contains($0) } ?? false
            if !isPrivate, !hasIntermediates, Array("rSTLM".utf8).contains(bytes[end]) { return true }
            index = end
        }
        return false
    }
}
