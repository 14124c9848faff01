import Foundation

/// Runs `body` with a fresh directory under the system's temporary one, removed afterwards.
func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("CoreTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

/// The names in a directory, sorted, hidden ones included.
func directoryContents(_ url: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
}

/// `withTemporaryDirectory` for a body that awaits.
func withTemporaryDirectory<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> Result
) async throws -> Result {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("CoreTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try await body(url)
}
