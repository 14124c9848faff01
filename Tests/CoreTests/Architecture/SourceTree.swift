import Foundation

/// The package's sources, found from this file's place in the tree.
enum SourceTree {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path), url.path != "/"
        {
            url.deleteLastPathComponent()
        }
        return url
    }()

    static var sources: URL { root.appendingPathComponent("Sources") }

    /// Every Swift file under `Sources/` but the generated ones, read and scanned once for
    /// all the architecture tests: path under `Sources/` → its scan.
    static let scanned: [String: ScannedSource] = {
        let files = (try? swiftFiles(under: sources)) ?? [:]
        return files.filter { !isGenerated($0.value) }.mapValues(ScannedSource.init)
    }()

    /// The generated files under `Sources/` (the embedded catalog, the width table): data a
    /// tool wrote, not code anyone reads (the catalog alone is 424 KB).
    static let generated: [String: String] = {
        ((try? swiftFiles(under: sources)) ?? [:]).filter { isGenerated($0.value) }
    }()

    static func isGenerated(_ source: String) -> Bool {
        source.hasPrefix("// Generated")
    }

    /// The scanned files of the targets named, paths still under `Sources/`.
    static func scanned(in targets: [String]) -> [String: ScannedSource] {
        scanned.filter { path, _ in targets.contains { path.hasPrefix($0 + "/") } }
    }

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
}
