/// The widths from which `--layout auto` draws two and three columns (`[layout]`).
nonisolated package struct ColumnThresholds: Sendable, Equatable {
    var two: Int
    var three: Int

    package static let standard = ColumnThresholds(two: 140, three: 200)

    /// How many columns a body this wide is given.
    func columns(for width: Int) -> Int {
        width >= three ? 3 : width >= two ? 2 : 1
    }
}
