import Core
import Foundation
import Synchronization

/// Pictures by URL from a table the test fills; a URL it lacks fails as a 404. `gate`, when
/// set, holds every answer until the test opens it (a download under way).
public final class ImageSourceMock: ImageSourceContract {
    private let state = Mutex<(pictures: [String: Data], asked: [String], again: [Bool])>(([:], [], []))
    public let gate: Gate?

    public init(_ pictures: [String: Data] = [:], gate: Gate? = nil) {
        state.withLock { $0.pictures = pictures }
        self.gate = gate
    }

    /// From now on `url` answers `data` (it failed before).
    public func serve(_ data: Data, at url: String) {
        state.withLock { $0.pictures[url] = data }
    }

    /// The URLs asked for, in order.
    public var asked: [String] { state.withLock { $0.asked } }
    /// Whether each was asked `again` (a person's refresh), in the same order.
    public var askedAgain: [Bool] { state.withLock { $0.again } }

    public func image(at url: String, again: Bool) async throws -> Data {
        state.withLock {
            $0.asked.append(url)
            $0.again.append(again)
        }
        if let gate { await gate.wait() }
        try Task.checkCancellation()
        guard let data = state.withLock({ $0.pictures[url] }) else { throw ImageError.http(status: 404) }
        return data
    }

    public func cachedImage(at url: String) -> Data? { nil }
}
