/// A one-line reason the app cannot start, printed as `Error: …` without the usage text.
nonisolated struct StartupError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
