/// A config file the app will not use, as one line naming where: `file:line: what`.
package struct ConfigError: Error, CustomStringConvertible, Equatable {
    let file: String
    let line: Int
    let message: String

    package var description: String { "\(file):\(line): \(message)" }
}
