import Core
import Foundation
import Glibc
import TestSupport
import Testing

@testable import TerminalApp

/// `challenge inspect`'s requests on the real socket: answered with the snapshot line, and
/// followers sent a line per change only. The client and the server take turns on one
/// thread, as small messages never block either.
@MainActor
@Suite(.timeLimit(.minutes(1))) final class LinkSocketInspectTests {
    private let socketFolder = SocketFolder()
    private var folder: String { socketFolder.path }

    private var snapshot = "{\"tabs\":[]}"

    private func server() throws -> LinkSocketServer {
        let server = try LinkSocketServer(path: folder + "/challenge.sock", log: MemoryLog())
        server.snapshot = { [unowned self] in snapshot }
        return server
    }

    /// Connects and sends a request line.
    private func request(_ line: String, server: LinkSocketServer) throws -> Int32 {
        guard case .success(let fd) = LinkSocket.connect(to: server.path) else { throw Failure() }
        LinkSocket.write(line + "\n", to: fd)
        // Until the server holds the client, follows it, or has answered it (an inspect
        // request is answered and closed within one turn, so only the answer shows it).
        let deadline = ContinuousClock.now + generousDeadline
        while server.clientCount == 0, server.followers.isEmpty, !hasAnswer(fd), ContinuousClock.now < deadline {
            server.service(open: { link in
                Issue.record("a request was opened as a link: \(link)")
                return true
            })
            usleep(2000)
        }
        // Served once more: a client accepted on the last turn is read now.
        server.service(open: { link in
            Issue.record("a request was opened as a link: \(link)")
            return true
        })
        return fd
    }

    private struct Failure: Error {}

    /// Whether something (an answer or the end of the stream) is waiting to be read.
    private func hasAnswer(_ fd: Int32) -> Bool {
        var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 0) > 0
    }

    /// What arrived within `milliseconds`, "" when nothing did, nil at end of stream.
    private func received(_ fd: Int32, milliseconds: Int32 = 200) -> String? {
        var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, milliseconds) > 0 else { return "" }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(fd, &buffer, buffer.count)
        return count > 0 ? String(decoding: buffer.prefix(count), as: UTF8.self) : nil
    }

    @Test func anInspectRequestIsAnsweredWithTheSnapshotLineAndClosed() throws {
        let server = try server()
        defer { server.close() }
        let client = try request(LinkSocket.inspectRequest, server: server)
        defer { close(client) }

        #expect(received(client) == "{\"tabs\":[]}\n")
        #expect(received(client) == nil)
        #expect(server.followers.isEmpty)
    }

    @Test func aFollowerGetsALineOnEveryChangeAndNoneWithoutOne() throws {
        let server = try server()
        defer { server.close() }
        let client = try request(LinkSocket.followRequest, server: server)

        #expect(received(client) == "{\"tabs\":[]}\n")
        server.publishToFollowers()
        #expect(received(client, milliseconds: 50) == "")
        snapshot = "{\"tabs\":[1]}"
        server.publishToFollowers()
        #expect(received(client) == "{\"tabs\":[1]}\n")

        // A follower that hangs up is dropped at the next turn
        close(client)
        server.service(open: { _ in true })
        #expect(server.followers.isEmpty)
    }

    @Test func anUnknownRequestIsRefusedAndNothingIsOpened() throws {
        let server = try server()
        defer { server.close() }
        let client = try request("!shutdown", server: server)
        defer { close(client) }

        #expect(received(client)?.hasPrefix("error: unknown request") == true)
    }

    @Test func aServerWithNoSnapshotSaysSo() throws {
        let server = try server()
        server.snapshot = nil
        defer { server.close() }
        let client = try request(LinkSocket.inspectRequest, server: server)
        defer { close(client) }

        #expect(received(client) == "error: this app has no snapshot to give\n")
    }
}
