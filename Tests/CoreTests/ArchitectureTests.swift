import Foundation
import Testing

/// The rules of DESIGN §1 and §3.11, checked on the sources themselves: a feature never
/// names a type of another feature, and Core never imports CNcurses.
@Suite struct ArchitectureTests {
    // MARK: The real tree

    @Test func noFeatureNamesATypeOfAnotherFeature() throws {
        // Given
        let features = try SourceTree.features(under: SourceTree.core.appendingPathComponent("Features"))

        // When
        let violations = FeatureBoundaries.violations(in: features)

        // Then: and the scan saw what it should, or an empty answer proves nothing
        #expect(violations == [], "\(violations.map(\.description).joined(separator: "\n"))")
        #expect(Set(features.keys).isSuperset(of: ["Home", "Character", "System"]))
        for (feature, files) in features {
            #expect(!FeatureBoundaries.declaredTypeNames(in: files).isEmpty, "no types found in \(feature)")
        }
    }

    @Test func coreNeverImportsCNcurses() throws {
        // Given
        let files = try SourceTree.swiftFiles(under: SourceTree.core)

        // When
        let importing = files.filter { FeatureBoundaries.importsCNcurses($0.value) }.keys.sorted()

        // Then
        #expect(importing == [])
        #expect(files.count > 20)
    }

    // MARK: The checker itself

    @Test func aTreeWhereAFeatureNamesAnotherFeaturesTypeBreaksTheRule() {
        // Given
        let features = [
            "Home": [
                "Home/HomeViewModel.swift": """
                public final class HomeViewModel {
                    let next = CharacterListViewModel()
                }
                """,
            ],
            "Character": [
                "Character/CharacterListViewModel.swift": "public final class CharacterListViewModel {}",
            ],
        ]

        // When
        let violations = FeatureBoundaries.violations(in: features)

        // Then
        #expect(violations == [
            FeatureBoundaries.Violation(file: "Home/HomeViewModel.swift", name: "CharacterListViewModel", owner: "Character"),
        ])
    }

    @Test func aTreeWithinItsBoundariesKeepsTheRule() {
        // Given: names of the other feature only in comments, strings and longer words
        let features = [
            "Home": [
                "Home/HomeViewModel.swift": #"""
                /// Opens what `CharacterListViewModel` shows. /* CharacterListViewModel */
                public final class HomeViewModel {
                    let title = "CharacterListViewModel \(count) CharacterListViewModel"
                    let raw = #"CharacterListViewModel"#
                    let long = """
                        CharacterListViewModel
                        """
                    let count = CharacterListViewModels.all.count
                }
                """#,
            ],
            "Character": [
                "Character/CharacterListViewModel.swift": "public final class CharacterListViewModel {}",
            ],
        ]

        // When
        let violations = FeatureBoundaries.violations(in: features)

        // Then
        #expect(violations == [])
    }

    @Test func codeInsideAStringInterpolationCounts() {
        // Given
        let features = [
            "Home": ["Home/Home.swift": #"struct Home { let text = "\(CharacterListViewModel.title)" }"#],
            "Character": ["Character/List.swift": "final class CharacterListViewModel {}"],
        ]

        // When
        let violations = FeatureBoundaries.violations(in: features)

        // Then
        #expect(violations.map(\.name) == ["CharacterListViewModel"])
    }

    @Test func declaredTypeNamesIgnoreMembersAndComments() {
        // Given
        let source = """
        /// A struct Phantom in a comment.
        public final class Screen {
            class func make() -> Screen { Screen() }
            enum Phase { case idle }
        }
        @MainActor public protocol ScreenContract {}
        typealias ScreenTracker = Tracker<Screen>
        actor Loader {}
        """

        // When
        let names = FeatureBoundaries.declaredTypeNames(in: ["Screen.swift": source])

        // Then
        #expect(names == ["Screen", "Phase", "ScreenContract", "ScreenTracker", "Loader"])
    }

    @Test(arguments: [
        ("import CNcurses", true),
        ("@preconcurrency import CNcurses", true),
        ("import struct CNcurses.WINDOW", true),
        ("    import CNcurses // indented", true),
        ("// import CNcurses", false),
        ("let text = \"import CNcurses\"", false),
        ("import CNcursesKit", false),
        ("import Foundation", false),
    ])
    func cncursesImportsAreFound(_ source: String, _ imports: Bool) {
        // When / Then
        #expect(FeatureBoundaries.importsCNcurses(source) == imports)
    }
}

// MARK: - The rule as pure functions

/// Feature boundaries, judged on source text (comments and string literals do not count).
enum FeatureBoundaries {
    /// A file of one feature naming a type another feature declares.
    struct Violation: Hashable, CustomStringConvertible {
        let file: String
        let name: String
        let owner: String

        var description: String { "\(file) names \(name), a type of the \(owner) feature" }
    }

    /// `features`: feature name → (file path → source). Returns every violation, sorted.
    static func violations(in features: [String: [String: String]]) -> [Violation] {
        let declared = features.mapValues(declaredTypeNames(in:))
        var violations: [Violation] = []
        for (feature, files) in features {
            for (owner, names) in declared where owner != feature {
                // A name both features declare is each one's own.
                let foreign = names.subtracting(declared[feature] ?? [])
                for (path, source) in files {
                    for name in identifiers(in: code(of: source)).intersection(foreign) {
                        violations.append(Violation(file: path, name: name, owner: owner))
                    }
                }
            }
        }
        return violations.sorted { ($0.file, $0.name) < ($1.file, $1.name) }
    }

    /// Every type a set of files declares: `class|struct|enum|protocol|typealias|actor Name`.
    static func declaredTypeNames(in files: [String: String]) -> Set<String> {
        let keywordsAfterClass: Set<String> = ["func", "var", "let", "subscript", "init", "deinit", "case", "static"]
        var names = Set<String>()
        for source in files.values {
            let text = code(of: source)
            for match in text.matches(of: /\b(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)/) {
                let name = String(match.output.1)
                if !keywordsAfterClass.contains(name) { names.insert(name) }
            }
        }
        return names
    }

    /// Whether a file imports CNcurses, in any form of `import`.
    static func importsCNcurses(_ source: String) -> Bool {
        code(of: source).split(separator: "\n").contains { line in
            line.contains(/^\s*(?:@\w+\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?CNcurses(?:\.|\s|$)/)
        }
    }

    private static func identifiers(in code: String) -> Set<String> {
        Set(code.matches(of: /[A-Za-z_][A-Za-z0-9_]*/).map { String($0.output) })
    }

    /// The source with comments and string literals blanked out (newlines kept);
    /// code inside string interpolations is kept, since it can name types.
    static func code(of source: String) -> String {
        var scanner = CodeScanner(Array(source.unicodeScalars))
        return scanner.code()
    }
}

/// A small lexer: enough of Swift's comments and string literals to tell code from text.
private struct CodeScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var output = String.UnicodeScalarView()

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
    }
}

/// The package's sources, found from this file's place in the tree.
private enum SourceTree {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path), url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url
    }()

    static var core: URL { root.appendingPathComponent("Sources/Core") }

    /// Every `.swift` file under a directory: path relative to it → contents.
    static func swiftFiles(under directory: URL) throws -> [String: String] {
        let base = directory.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path])
        }
        var files: [String: String] = [:]
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    /// `Features/<Feature>/…`: feature name → its files.
    static func features(under directory: URL) throws -> [String: [String: String]] {
        var features: [String: [String: String]] = [:]
        for (path, source) in try swiftFiles(under: directory) {
            let parts = path.split(separator: "/", maxSplits: 1)
            guard parts.count == 2 else { continue }
            features[String(parts[0]), default: [:]]["\(parts[0])/\(parts[1])"] = source
        }
        return features
    }
}
