/// A one-line text value edited at its end, as search and filter fields are.
public struct TextField: Hashable, Sendable {
    public var text: String
    /// Long enough for any name; keeps a pasted novel out of queries.
    public static let maximumLength = 200

    public init(_ text: String = "") {
        self.text = text
    }

    public mutating func insert(_ typed: String) {
        let printable = typed.filter { !$0.isNewline && $0.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } }
        text = String((text + printable).prefix(Self.maximumLength))
    }

    public mutating func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
    }

    public mutating func clear() {
        text = ""
    }
}
