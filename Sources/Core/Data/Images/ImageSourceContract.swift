import FoundationEssentials

/// Where a record's picture comes from: its bytes by URL, as the server sent them (Core never
/// decodes). A live source looks in memory, then on disk, then asks the network, off the UI
/// thread and a few at a time; cancelling the task that asks cancels the request.
nonisolated public protocol ImageSourceContract: Sendable {
    /// The picture's bytes (a JPEG or PNG, checked by its first bytes); throws `ImageError`,
    /// or `CancellationError` when the asking task is cancelled. `again`: a person asked again
    /// (`r`), so a failure the source remembers is asked again too (the memory spares a detail
    /// opened again, not an explicit refresh).
    func image(at url: String, again: Bool) async throws -> Data
    /// The bytes at once, when they are in memory.
    func cachedImage(at url: String) -> Data?
}

nonisolated extension ImageSourceContract {
    /// The picture's bytes, a failure remembered answered at once.
    public func image(at url: String) async throws -> Data {
        try await image(at: url, again: false)
    }
}
