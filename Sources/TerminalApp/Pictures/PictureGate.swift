import Core
import FoundationEssentials
import Synchronization

/// The app's picture source, shut once the terminal is known to draw no picture (8 colours):
/// then nothing is fetched or stored, as with `--no-images`, and every picture is its
/// placeholder. It is decided before any screen asks (the display starts first).
nonisolated final class PictureGate: ImageSourceContract {
    private let source: any ImageSourceContract
    private let open = Mutex(true)

    init(_ source: any ImageSourceContract) {
        self.source = source
    }

    /// Whether pictures may be fetched: false when none can be drawn here.
    var isOpen: Bool {
        get { open.withLock { $0 } }
        set { open.withLock { $0 = newValue } }
    }

    func image(at url: String, again: Bool) async throws -> Data {
        guard isOpen else { throw ImageError.unavailable }
        return try await source.image(at: url, again: again)
    }

    func cachedImage(at url: String) -> Data? {
        isOpen ? source.cachedImage(at: url) : nil
    }
}
