/// A config file the app will not use, as one line naming where: `file:line: what`.
nonisolated package struct ConfigError: Error, CustomStringConvertible, Equatable {
    let file: String
    /// Nil when the problem is the whole file (missing, not a regular file).
    let line: Int?
    let message: String

    /// One line whatever the file held: a key or word echoed from it has its controls shown.
    package var description: String {
        "\(Sanitizer.clean(file))\(line.map { ":\($0)" } ?? ""): \(Sanitizer.clean(message))"
    }
}
