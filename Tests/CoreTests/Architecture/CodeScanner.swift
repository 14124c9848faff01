import Foundation

/// A small lexer: enough of Swift's comments and string literals to tell code from text.
/// `code()` returns the source with comments and literals blanked (newlines kept, code
/// inside interpolations kept); the literals' own text is collected in `literals`.
struct CodeScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var output = String.UnicodeScalarView()
    private(set) var literals: [String] = []

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    mutating func code() -> String {
        while index < scalars.count {
            if starts(with: "//") {
                skipLineComment()
            } else if starts(with: "/*") {
                skipBlockComment()
            } else if let hashes = stringOpening() {
                skipString(hashes: hashes)
            } else {
                output.append(scalars[index])
                index += 1
            }
        }
        return String(output)
    }

    private func starts(with text: String) -> Bool {
        var position = index
        for scalar in text.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    /// The number of `#` before a `"` that starts a string here, or nil.
    private func stringOpening() -> Int? {
        var position = index
        while position < scalars.count, scalars[position] == "#" { position += 1 }
        return position < scalars.count && scalars[position] == "\"" ? position - index : nil
    }

    private mutating func skipLineComment() {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if starts(with: "/*") {
                depth += 1
                index += 2
            } else if starts(with: "*/") {
                depth -= 1
                index += 2
            } else {
                if scalars[index] == "\n" { output.append("\n") }
                index += 1
            }
        } while depth > 0 && index < scalars.count
    }

    private mutating func skipString(hashes: Int) {
        let pounds = String(repeating: "#", count: hashes)
        index += hashes
        let multiline = starts(with: "\"\"\"")
        let closing = (multiline ? "\"\"\"" : "\"") + pounds
        index += multiline ? 3 : 1
        output.append(" ")
        var text = String.UnicodeScalarView()
        defer { literals.append(String(text)) }
        while index < scalars.count {
            if starts(with: closing) {
                index += closing.unicodeScalars.count
                return
            }
            if starts(with: "\\" + pounds + "(") {
                index += 2 + hashes
                keepInterpolation()
            } else if starts(with: "\\" + pounds) {
                index += 2 + hashes
            } else {
                if scalars[index] == "\n" {
                    output.append("\n")
                    if !multiline { return }
                }
                text.append(scalars[index])
                index += 1
            }
        }
    }

    /// Copies the code of an interpolation up to its closing parenthesis, scanning it as code.
    private mutating func keepInterpolation() {
        var depth = 1
        var inner: [Unicode.Scalar] = []
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "(" { depth += 1 }
            if scalar == ")" { depth -= 1 }
            index += 1
            if depth == 0 { break }
            inner.append(scalar)
        }
        var nested = CodeScanner(inner)
        output.append(" ")
        output.append(contentsOf: nested.code().unicodeScalars)
        output.append(" ")
        literals.append(contentsOf: nested.literals)
    }
}
