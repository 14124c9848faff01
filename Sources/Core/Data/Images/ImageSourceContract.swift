import FoundationEssentials

/// Where a record's picture comes from: its bytes by URL, as the server sent them (Core never
/// decodes). A live source looks in memory, then on disk, then asks the network, off the UI
/// thread and a few at a time; cancelling the task that asks cancels the request.
nonisolated public protocol ImageSourceContract: Sendable {
    /// The picture's bytes (a JPEG or PNG, checked by its first bytes); throws `ImageError`,
    /// or `CancellationError` when the asking task is cancelled.
    func image(at url: String) async throws -> Data
    /// The bytes at once, when they are in memory.
    func cachedImage(at url: String) -> Data?
}
