import Foundation
import Glibc
import Synchronization
import Testing

@testable import Core

/// What the source remembers and keeps: failures for as long as they may last, hosts that
/// could not be reached for a minute, only what can be drawn on disk, and its blocking work
/// off the cooperative pool. The network is a closure that counts what it is asked.
@Suite struct RemoteImageSourceMemoryTests {
    static let jpeg = ImageDiskCacheTests.picture(2000)

    /// A network that answers from a table the test sets, counting requests.
    final class Network: Sendable {
        private let state = Mutex<(asked: [String], answer: @Sendable (URL) throws -> (Data, Int))>(
            ([], { _ in (RemoteImageSourceMemoryTests.jpeg, 200) }))
        var asked: [String] { state.withLock { $0.asked } }
        func answer(_ answer: @escaping @Sendable (URL) throws -> (Data, Int)) { state.withLock { $0.answer = answer } }
        func get(_ url: URL) throws -> (Data, Int) {
            let answer = state.withLock { state in
                state.asked.append(url.absoluteString)
                return state.answer
            }
            return try answer(url)
        }
    }

    final class Clock: Sendable {
        private let seconds = Mutex<TimeInterval>(1_800_000_000)
        var now: Date { Date(timeIntervalSince1970: seconds.withLock { $0 }) }
        func advance(_ interval: TimeInterval) { seconds.withLock { $0 += interval } }
    }

    private static func source(
        _ network: Network, clock: Clock, disk: ImageDiskCache? = nil, hosts: ImageHosts = .any,
        check: RemoteImageSource.Check? = nil
    ) -> RemoteImageSource {
        RemoteImageSource(disk: disk, hosts: hosts, check: check, now: { clock.now }) { try network.get($0) }
    }

    @Test func aFailureThatMayPassIsAskedAgainAfterAWhile() async throws {
        // Given a server that answered 500
        let (network, clock) = (Network(), Clock())
        network.answer { _ in (Data(), 500) }
        let source = Self.source(network, clock: clock)
        await #expect(throws: ImageError.http(status: 500)) { try await source.image(at: "http://a/1.jpeg") }

        // When asked again at once (the detail opened again), then after a while
        await #expect(throws: ImageError.http(status: 500)) { try await source.image(at: "http://a/1.jpeg") }
        #expect(network.asked.count == 1)
        clock.advance(RemoteImageSource.brief + 1)
        network.answer { _ in (Self.jpeg, 200) }

        // Then the server is asked again, and its picture shown
        #expect(try await source.image(at: "http://a/1.jpeg") == Self.jpeg)
        #expect(network.asked.count == 2)
    }

    @Test(arguments: ["500", "refused", "no picture"])
    func askedAgainByAPersonEveryFailureIsFetchedAgainAtOnce(failure: String) async throws {
        // Given a picture that failed a moment ago (its host resting too, after a refusal)
        let (network, clock) = (Network(), Clock())
        network.answer { _ in
            switch failure {
            case "500": return (Data(), 500)
            case "refused": throw APIError.unreachable("Connection refused")
            default: return (Data("<html></html>".utf8), 200)
            }
        }
        let source = Self.source(network, clock: clock)
        await #expect(throws: ImageError.self) { try await source.image(at: "http://a/1.jpeg") }
        network.answer { _ in (Self.jpeg, 200) }

        // When asked again at once, as a detail opened again asks, then as r asks
        await #expect(throws: ImageError.self) { try await source.image(at: "http://a/1.jpeg") }
        let again = try await source.image(at: "http://a/1.jpeg", again: true)

        // Then only r reached the server, and got the picture
        #expect(network.asked.count == 2)
        #expect(again == Self.jpeg)
    }

    @Test func anAnswerThatCannotBeDrawnIsRememberedLongerAndNeverKept() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Given bytes that start as a JPEG and do not decode
        let (network, clock) = (Network(), Clock())
        let disk = ImageDiskCache(folder: folder)
        let source = Self.source(network, clock: clock, disk: disk) { _ in throw ImageError.empty }

        // When asked, then again past the brief memory
        await #expect(throws: ImageError.undecodable("the server answered with no bytes")) {
            try await source.image(at: "http://a/1.jpeg")
        }
        clock.advance(RemoteImageSource.brief + 1)
        await #expect(throws: ImageError.self) { try await source.image(at: "http://a/1.jpeg") }

        // Then it was fetched once, and nothing was kept
        #expect(network.asked.count == 1)
        #expect(disk.size() == 0)
        clock.advance(RemoteImageSource.lasting)
        await #expect(throws: ImageError.self) { try await source.image(at: "http://a/1.jpeg") }
        #expect(network.asked.count == 2)
    }

    @Test func aPictureOnDiskThatDoesNotDecodeIsRemovedAndFetchedAgain() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Given a picture an older run kept that does not decode (cut short)
        let (network, clock) = (Network(), Clock())
        let disk = ImageDiskCache(folder: folder)
        let cut = ImageDiskCacheTests.picture(100, fill: 1)
        try disk.write(cut, for: "http://a/1.jpeg")
        let source = Self.source(network, clock: clock, disk: disk) { data in
            if data == cut { throw ImageError.empty }
        }

        // When
        let picture = try await source.image(at: "http://a/1.jpeg")

        // Then the server's picture replaced it
        #expect(picture == Self.jpeg)
        #expect(network.asked == ["http://a/1.jpeg"])
        #expect(disk.read("http://a/1.jpeg") == Self.jpeg)
    }

    @Test func aHostThatCouldNotBeReachedIsNotAskedAgainForAMinute() async throws {
        // Given a host that refused a connection
        let (network, clock) = (Network(), Clock())
        network.answer { url in
            guard url.host == "down" else { return (Self.jpeg, 200) }
            throw APIError.unreachable("Connection refused")
        }
        let source = Self.source(network, clock: clock)
        await #expect(throws: ImageError.self) { try await source.image(at: "http://down/1.jpeg") }

        // When other pictures on it are asked for, and one on another host
        await #expect(throws: ImageError.server(.unreachable("Connection refused"))) {
            try await source.image(at: "http://down/2.jpeg")
        }
        #expect(try await source.image(at: "http://up/2.jpeg") == Self.jpeg)

        // Then the host was asked once in the minute, and again after it
        #expect(network.asked == ["http://down/1.jpeg", "http://up/2.jpeg"])
        clock.advance(RemoteImageSource.hostRest + 1)
        await #expect(throws: ImageError.self) { try await source.image(at: "http://down/2.jpeg") }
        #expect(network.asked.last == "http://down/2.jpeg")
    }

    @Test func aHostTheSettingDoesNotNameIsNeverAsked() async throws {
        let (network, clock) = (Network(), Clock())
        let source = Self.source(network, clock: clock, hosts: ImageHosts(names: ["rickandmortyapi.com"]))
        await #expect(throws: ImageError.hostNotAllowed("127.0.0.1")) {
            try await source.image(at: "http://127.0.0.1:18830/track?who=me")
        }
        #expect(try await source.image(at: "https://RickAndMortyAPI.com/api/character/avatar/1.jpeg") == Self.jpeg)
        #expect(network.asked == ["https://RickAndMortyAPI.com/api/character/avatar/1.jpeg"])
    }

    @Test func theDiskAndTheCheckRunOnTheThreadsForBlockingWork() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Given a check that notes whether it runs on those threads
        let onThem = Mutex<[Bool]>([])
        let source = Self.source(Network(), clock: Clock(), disk: ImageDiskCache(folder: folder)) { _ in
            let current = OwnThreadExecutor.blocking.isCurrent
            onThem.withLock { $0.append(current) }
        }

        // When
        _ = try await source.image(at: "http://a/1.jpeg")

        // Then
        #expect(onThem.withLock { $0 } == [true])
    }
}
