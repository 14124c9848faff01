/// A config file the app will not use, as one line naming where: `file:line: what`.
package struct ConfigError: Error, CustomStringConvertible, Equatable {
    let file: String
    let line: Int
    let message: String

    /// One line whatever the file held: a key or word echoed from it has its controls shown.
    package var description: String { "\(Sanitizer.clean(file)):\(line): \(Sanitizer.clean(message))" }
}
