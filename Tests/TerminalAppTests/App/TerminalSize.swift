import Testing

/// A terminal size as a test argument, named "80×24" in test reports.
struct TerminalSize: Sendable, CustomTestStringConvertible {
    let width: Int
    let height: Int

    init(_ width: Int, _ height: Int) {
        self.width = width
        self.height = height
    }

    var testDescription: String { "\(width)×\(height)" }

    /// Rows between the breadcrumb and the footer.
    var bodyRows: ClosedRange<Int> { 2...(height - 2) }
    var bodyHeight: Int { height - 3 }

    static let usable = [TerminalSize(80, 24), TerminalSize(120, 40), TerminalSize(40, 12)]
}
