/// A one-line reason the app cannot start, printed as `Error: …` without the usage text.
struct StartupError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
