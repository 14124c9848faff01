/// The rule that keeps features apart, judged on source text.
///
/// A *feature* is a folder `Core/Features/<F>/` plus any folder named `<F>` under
/// `TerminalApp/` (its face). A feature *owns* the types it declares, its top-level
/// functions and constants, and the members it adds by extension to types it does not
/// declare — less any name a shared file also declares. A file *names* an owned name when
/// the name appears in its code or in its string literals (a string can look a type up);
/// comments do not count.
///
/// - A feature's files never name another feature's names.
/// - A shared file names a feature's names only if it is one of the app layer's joints.
enum FeatureBoundaries {
    /// The app layer's joints: the composition root and the redirect table.
    static let joints: Set<String> = ["Core/App/AppComposition.swift", "Core/App/AppNavigationRedirect.swift"]

    struct Violation: Hashable, CustomStringConvertible {
        let file: String
        let name: String
        let owner: String

        var description: String { "\(file) names \(name), which the \(owner) feature owns" }
    }

    /// `tree`: path under `Sources/` → source. Every violation, sorted.
    static func violations(in tree: [String: String], joints: Set<String> = joints) -> [Violation] {
        violations(in: tree.mapValues(ScannedSource.init), joints: joints)
    }

    static func violations(in tree: [String: ScannedSource], joints: Set<String> = joints) -> [Violation] {
        let names = namesByFile(tree)
        let features = featureNames(in: tree)
        var violations: [Violation] = []
        for (path, named) in names {
            let home = feature(of: path, among: features)
            guard home != nil || !joints.contains(path) else { continue }
            for (owner, owned) in named where owner != home {
                violations += owned.map { Violation(file: path, name: $0, owner: owner) }
            }
        }
        return violations.sorted { ($0.file, $0.name) < ($1.file, $1.name) }
    }

    /// The places a shared file (not a joint) names a feature in its string literals: one of
    /// its links (`challenge://character…`) or one of its destinations (`character.detail(`),
    /// as `file: text`. A feature's host is its folder's name in lower case. The app's targets
    /// only: the soak, a developer's tool, attacks real links.
    static func featureStrings(in tree: [String: ScannedSource], joints: Set<String> = joints) -> [String] {
        let features = featureNames(in: tree)
        let hosts = features.map { $0.prefix(1).lowercased() + $0.dropFirst() }.sorted().joined(separator: "|")
        guard let named = try? Regex("challenge://(?:\(hosts))\\b|\\b(?:\(hosts))\\.[a-z]\\w*\\(") else { return [] }
        var found: [String] = []
        for (path, source) in tree
        where path.hasPrefix("Core/") || path.hasPrefix("TerminalApp/") {
            guard feature(of: path, among: features) == nil, !joints.contains(path) else { continue }
            found += source.literals.filter { $0.contains(named) }.map { "\(path): \($0)" }
        }
        return found.sorted()
    }

    /// Feature → the files outside its own folders that name what it owns (the table
    /// docs/architecture.md shows; each set must stay within the joints).
    static func filesNamingEachFeature(in tree: [String: ScannedSource]) -> [String: Set<String>] {
        let features = featureNames(in: tree)
        var table = Dictionary(uniqueKeysWithValues: features.map { ($0, Set<String>()) })
        for (path, named) in namesByFile(tree) {
            let home = feature(of: path, among: features)
            for owner in named.keys where owner != home { table[owner, default: []].insert(path) }
        }
        return table
    }

    /// The features of a tree: the folders under `Core/Features/`.
    static func featureNames<Source>(in tree: [String: Source]) -> Set<String> {
        Set(
            tree.keys.compactMap { path in
                let parts = path.split(separator: "/")
                return parts.count > 3 && parts[0] == "Core" && parts[1] == "Features" ? String(parts[2]) : nil
            })
    }

    /// The feature a file belongs to: `Core/Features/<F>/…`, or a folder named `<F>` anywhere
    /// under `TerminalApp/`.
    static func feature(of path: String, among features: Set<String>) -> String? {
        let folders = path.split(separator: "/").dropLast()
        if folders.starts(with: ["Core", "Features"]), folders.count > 2 { return String(folders[2]) }
        guard folders.first == "TerminalApp" else { return nil }
        return folders.lazy.map(String.init).first(where: features.contains)
    }

    /// Feature → the names it owns.
    static func ownedNames(in tree: [String: ScannedSource]) -> [String: Set<String>] {
        let features = featureNames(in: tree)
        var declarations: [String: Declarations] = [:]
        var shared = Set<String>()
        for (path, source) in tree {
            let found = source.declarations
            if let owner = feature(of: path, among: features) {
                declarations[owner, default: Declarations()].merge(found)
            } else {
                shared.formUnion(found.everyName)
            }
        }
        return declarations.mapValues { found in
            let extended = found.extensionMembers.filter { !found.types.contains($0.key) }.values.joined()
            return found.types.union(found.topLevel).union(extended).subtracting(shared)
        }
    }

    /// File → (feature → the names it owns that the file names).
    private static func namesByFile(_ tree: [String: ScannedSource]) -> [String: [String: Set<String>]] {
        let owned = ownedNames(in: tree)
        var result: [String: [String: Set<String>]] = [:]
        for (path, source) in tree {
            let named = source.identifiers
            for (owner, names) in owned {
                let hits = named.intersection(names)
                if !hits.isEmpty { result[path, default: [:]][owner] = hits }
            }
        }
        return result
    }

    /// Whether a file imports CNcurses, in any form of `import`.
    static func importsCNcurses(_ source: String) -> Bool {
        imports("CNcurses", ScannedSource(source))
    }

    /// Whether a file imports `module` (a plain identifier), in any form of `import`.
    static func imports(_ module: String, _ source: ScannedSource) -> Bool {
        let kind = "(?:(?:typealias|struct|class|enum|protocol|let|var|func)\\s+)?"
        guard let pattern = try? Regex("^\\s*(?:@\\w+\\s+)*import\\s+\(kind)\(module)(?:\\.|\\s|$)") else {
            return false
        }
        return source.code.split(separator: "\n").contains { $0.contains(pattern) }
    }
}

/// A source file split into code (comments and literals blanked) and its literals' text,
/// with what the rule reads of them, worked out once.
struct ScannedSource {
    let code: String
    let literals: [String]
    /// The identifiers in code and in string literals.
    let identifiers: Set<String>
    let declarations: Declarations

    init(_ source: String) {
        var scanner = CodeScanner(Array(source.unicodeScalars))
        code = scanner.code()
        literals = scanner.literals
        var words = Set(Self.words(in: code))
        for literal in literals { words.formUnion(Self.words(in: literal)) }
        identifiers = words
        declarations = Declarations(code: code)
    }

    static func words(in text: String) -> [String] {
        text.matches(of: /[A-Za-z_][A-Za-z0-9_]*/).map { String($0.output) }
    }
}

/// What a file declares, read from its code with brace depth tracked.
struct Declarations {
    /// `class|struct|enum|protocol|typealias|actor Name` outside any braces. A nested type
    /// is reached only through the type around it, so naming that one is what counts.
    var types = Set<String>()
    /// `func|let|var Name` outside any braces.
    var topLevel = Set<String>()
    /// Extended type → `func|let|var|case Name` directly inside `extension Type { … }`.
    var extensionMembers: [String: Set<String>] = [:]
    /// Members of types (for shared files: names a feature may reuse without owning them).
    var members = Set<String>()

    var everyName: Set<String> { types.union(topLevel).union(members).union(extensionMembers.values.joined()) }

    init() {}

    init(code: String) {
        enum Scope {
            case type
            case extensionOf(String)
            case body
        }
        let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "actor"]
        let memberKeywords: Set<String> = ["func", "let", "var", "case"]
        let notNames: Set<String> = ["func", "var", "let", "subscript", "init", "deinit", "case", "static", "class"]
        let tokens = code.matches(of: /[A-Za-z_][A-Za-z0-9_]*|[{}]/).map { String($0.output) }
        var scopes: [Scope] = []
        var pending: Scope?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            switch token {
            case "{":
                scopes.append(pending ?? .body)
                pending = nil
            case "}":
                _ = scopes.popLast()
                pending = nil
            case "extension" where scopes.isEmpty:
                if let next, next != "{" { pending = .extensionOf(next) }
            case _ where typeKeywords.contains(token):
                if let next, next != "{", !notNames.contains(next) {
                    if scopes.isEmpty { types.insert(next) } else { members.insert(next) }
                    if token != "typealias" { pending = .type }
                }
            case _ where memberKeywords.contains(token):
                guard let next, next != "{", !notNames.contains(next) else { break }
                switch scopes.last {
                case nil where token != "case": topLevel.insert(next)
                case .extensionOf(let extended)? where scopes.count == 1:
                    extensionMembers[extended, default: []].insert(next)
                case .type?, .extensionOf?: members.insert(next)
                default: break
                }
                if token == "func" || token == "var" { pending = .body }
            default:
                break
            }
            index += 1
        }
    }

    mutating func merge(_ other: Declarations) {
        types.formUnion(other.types)
        topLevel.formUnion(other.topLevel)
        members.formUnion(other.members)
        extensionMembers.merge(other.extensionMembers) { $0.union($1) }
    }
}
