/// A one-line reason the app cannot start, printed as `Error: …` without the usage text.
nonisolated struct StartupError: Error, CustomStringConvertible {
    let description: String

    /// The status of every one-line refusal, a bad value of a known option among them.
    static let exitStatus: Int32 = 2

    init(_ description: String) {
        self.description = description
    }
}
