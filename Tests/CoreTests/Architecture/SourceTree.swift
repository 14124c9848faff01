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
    static var core: URL { sources.appendingPathComponent("Core") }

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
