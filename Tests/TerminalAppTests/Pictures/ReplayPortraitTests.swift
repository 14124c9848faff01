import Core
import Foundation
import TestSupport
import Testing

@testable import TerminalApp

/// Replay against a server: its text frames keep the placeholder (they have no colour, and
/// are the same on every machine), its SVG pictures show the portrait as blocks. End to end:
/// replay's own client waits for the server on real time.
@MainActor
@Suite(.tags(.endToEnd), .timeLimit(.minutes(1))) struct ReplayPortraitTests {
    /// The server's address, once it is known (the character's image points back at it).
    final class Address: @unchecked Sendable {
        private let lock = NSLock()
        private var value = ""
        var url: String {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }

    @Test func theTextFrameShowsThePlaceholderAndThePictureTheBlocks() async throws {
        let address = Address()
        try await TestHTTPServer.with({ request in
            if request.path.hasSuffix("/avatar/1.jpeg") {
                return HTTPResponse(statusCode: .ok, body: TestJPEG.halves(width: 128, height: 128))
            }
            if request.path.hasSuffix("/character/1") {
                return try .json(
                    CharacterModel.stub(id: 1, name: "Rick Sanchez", image: address.url + "/character/avatar/1.jpeg"))
            }
            return .json(.notFound, #"{"error":"There is nothing here"}"#)
        }) { server in
            address.url = server.baseURL.absoluteString
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: scratch) }
            let base = server.baseURL

            // When a tape opens Rick's detail and takes a snapshot, with pictures
            let (text, svg) = try await MainActor.run {
                let script = try ReplayParser.parse(
                    "Set Size 80x24\nOpen challenge://character/detail/1\nSnapshot rick\n", file: "rick.tape")
                let runner = try ReplayRunner(script: script, data: .server(base))
                let folder = try SVGFolder(path: scratch.path, ascii: false)
                var text = ""
                _ = try runner.run(
                    onFrame: { step, _ in try folder.frame(of: runner, step: step, everyFrame: false) },
                    onSnapshot: { _, frame, _ in text = frame })
                return (text, try String(contentsOf: scratch.appendingPathComponent("rick.svg"), encoding: .utf8))
            }

            // Then: the text frame has the initials in their box; the picture has the
            // portrait's red and blue halves as rectangles, and no initials
            #expect(text.contains("RS"))
            #expect(text.contains("Species:"))
            let fills = svg.components(separatedBy: "<rect").dropFirst().compactMap { rect -> (Int, Int, Int)? in
                guard let start = rect.range(of: "fill=\"#")?.upperBound,
                    let value = Int(rect[start...].prefix(6), radix: 16)
                else { return nil }
                return (value >> 16, value >> 8 & 0xFF, value & 0xFF)
            }
            #expect(fills.contains { $0.0 > 150 && $0.2 < 80 }) // red
            #expect(fills.contains { $0.2 > 150 && $0.0 < 80 }) // blue
            #expect(!svg.contains(">RS<"))
        }
    }
}
