import Foundation

/// A fresh temporary folder, removed when released.
final class ScratchDirectory {
    let url: URL
    /// False for a folder another session made: it is left for its owner to delete.
    private let owned: Bool

    init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        owned = true
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Someone else's folder, shared (a second run of the app over the same state).
    init(sharing path: String) {
        url = URL(fileURLWithPath: path)
        owned = false
    }

    deinit {
        remove()
    }

    /// Writes `text` to a file in this folder and returns its path.
    func write(_ text: String, to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    func remove() {
        guard owned else { return }
        try? FileManager.default.removeItem(at: url)
    }
}
