import Core
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import TerminalApp

/// A character's detail with its portrait: the whole app over a catalog whose character's
/// image is on a real server on 127.0.0.1, which serves a JPEG the test drew.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PortraitDetailTests {
    final class Lines: @unchecked Sendable, LogContract {
        private let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func log(_ message: String) { lines.withLock { $0.append(message) } }
    }

    /// The app on virtual time over `server`, pictures as `mode`, logging into `log`.
    /// `data` is where Rick is: by default a catalog, not the server.
    private static func app(
        server: URL, mode: PictureMode, width: Int, height: Int, log: Lines, data: DataSource? = nil
    ) throws -> (AppController, EventLoopScheduler) {
        let scheduler = EventLoopScheduler(clock: .virtual)
        let client = APIClient(testing: server)
        let source = RemoteImageSource(disk: nil, log: { log.log($0) }) { try await client.get($0) }
        let rick = CharacterModel.stub(
            id: 1, name: "Rick Sanchez", image: server.absoluteString + "/character/avatar/1.jpeg")
        let environment = AppEnvironment(
            scheduler: scheduler, tracker: Tracker(providers: []), storage: InMemoryStateStorage(), log: log,
            images: source)
        let container = try AppComposition.makeContainer(
            data: data ?? .catalogData(CatalogJSON.data([rick])), environment: environment)
        try container.waitForData()
        let session = AppSession(container: container)
        session.start()
        let controller = AppController(
            session: session, theme: Theme(ascii: false, usesColor: true), size: (width, height),
            clock: { scheduler.now })
        controller.pictures = PictureStore(mode: mode, scheduler: scheduler, log: { log.log($0) })
        return (controller, scheduler)
    }

    /// Opens Rick's detail (`times` times, Back between) on a thread of its own (settling blocks,
    /// and the server's answers need the cooperative pool) and returns the last frame.
    private static func detail(
        server: URL, mode: PictureMode, width: Int = 80, height: Int = 24, log: Lines = Lines(), times: Int = 1
    ) async throws -> Canvas {
        try await MainActor.run {
            let (controller, scheduler) = try app(server: server, mode: mode, width: width, height: height, log: log)
            var frame = controller.nextFrame().canvas
            for time in 0..<times {
                if time > 0 { controller.handle(.escape) }
                controller.open(link: "challenge://character/detail/1")
                frame = controller.settledFrame(scheduler)
            }
            return frame
        }
    }

    /// A server answering every request (Rick's picture) with `picture`.
    private static func serving(
        _ picture: @escaping @Sendable () -> HTTPResponse, _ body: (TestHTTPServer) async throws -> Void
    ) async throws {
        try await TestHTTPServer.with({ _ in picture() }, body)
    }

    private static func isBlock(_ cell: Cell) -> Bool {
        guard let scalar = cell.unicodeScalars.first else { return false }
        return (0x2580...0x259F).contains(scalar.value) || (cell.character == " " && cell.style.background != nil)
    }

    /// The cells of the portrait's room at 80×24: right of the text, below the title.
    private static func portraitCells(_ frame: Canvas) -> [Cell] {
        (4..<14).flatMap { y in (58..<78).compactMap { x in frame[x, y] } }
    }

    @Test func theDetailShowsTheServersPictureAsColouredBlocks() async throws {
        try await Self.serving({ HTTPResponse(statusCode: .ok, body: TestJPEG.halves()) }) { server in
            // Given
            // When
            let frame = try await Self.detail(server: server.baseURL, mode: .blocks(.init(truecolor: false)))

            // Then: the fields are there, and beside them 20×10 cells of blocks in colour
            #expect(frame.plainText.contains("Rick Sanchez"))
            #expect(frame.plainText.contains("Species:"))
            let cells = Self.portraitCells(frame)
            #expect(cells.filter(Self.isBlock).count >= 150)
            #expect(cells.contains { $0.style.foreground != nil || $0.style.background != nil })
        }
    }

    @Test(arguments: ["html", "empty", "bomb", "truncated"])
    func aHostilePictureLeavesThePlaceholderAndOneLogLine(kind: String) async throws {
        let answer: @Sendable () -> HTTPResponse = {
            switch kind {
            case "html": .json(.ok, "<html><body>nope</body></html>")
            case "empty": HTTPResponse(statusCode: .ok)
            case "bomb": HTTPResponse(statusCode: .ok, body: TestJPEG.claiming(width: 30000, height: 30000))
            default: HTTPResponse(statusCode: .ok, body: TestJPEG.halves().prefix(200))
            }
        }
        try await Self.serving(answer) { server in
            // Given
            let log = Lines()

            // When: the detail is opened, left and opened again
            let frame = try await Self.detail(
                server: server.baseURL, mode: .blocks(.init(truecolor: false)), log: log, times: 2)

            // Then
            #expect(frame.plainText.contains("RS"))
            #expect(frame.plainText.contains("┌" + String(repeating: "─", count: 18) + "┐"))
            #expect(log.all.filter { $0.hasPrefix("picture ") }.count == 1)
            #expect(server.requests.filter { $0.path.hasSuffix(".jpeg") }.count == 1)
        }
    }

    /// A server whose first answer to Rick's picture is `failure` ("500", "closed": the
    /// connection is closed unanswered, "html": a page, no picture), and the JPEG after it.
    /// Rick himself is at `/api/character/1`, his picture beside him.
    private static func failingOnce(_ failure: String) throws -> (LoopbackListener, Lines) {
        let asked = Lines()
        let listener = try LoopbackListener { client, port in
            defer { close(client) }
            guard let head = LoopbackListener.readHead(client) else { return }
            func send(_ status: String, _ type: String, _ body: Data) {
                let head = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
                _ = LoopbackListener.send(Array((head + "Connection: close\r\n\r\n").utf8) + body, to: client)
            }
            if head.hasPrefix("GET /api/character/1 ") {
                let rick = CharacterModel.stub(
                    id: 1, name: "Rick Sanchez", image: "http://127.0.0.1:\(port)/api/character/avatar/1.jpeg")
                return send("200 OK", "application/json", Data(CatalogJSON.object(rick).utf8))
            }
            guard head.hasPrefix("GET /api/character/avatar/1.jpeg ") else {
                return send("404 Not Found", "application/json", Data(#"{"error":"There is nothing here"}"#.utf8))
            }
            asked.log("picture")
            switch asked.all.count == 1 ? failure : "jpeg" {
            case "500": send("500 Internal Server Error", "text/plain", Data("oops".utf8))
            case "html": send("200 OK", "text/html", Data("<html><body>hi</body></html>".utf8))
            case "closed": return
            default: send("200 OK", "image/jpeg", TestJPEG.halves())
            }
        }
        return (listener, asked)
    }

    @Test(arguments: ["500", "closed", "html"])
    func refreshAsksAgainForAPictureThatFailedWhateverIsRemembered(failure: String) async throws {
        let (listener, asked) = try Self.failingOnce(failure)
        defer { listener.stop() }
        let server = try #require(URL(string: "http://127.0.0.1:\(listener.port)/api"))
        let frames = try await MainActor.run {
            // Given Rick's detail whose picture failed a moment ago: the placeholder is shown
            let (controller, scheduler) = try Self.app(
                server: server, mode: .blocks(.init(truecolor: false)), width: 80, height: 24, log: Lines(),
                data: .server(server))
            controller.open(link: "challenge://character/detail/1")
            let before = controller.settledFrame(scheduler)

            // When r is pressed (the failure is still remembered: it is not a minute old)
            controller.handle(.character("r"))
            return (before, controller.settledFrame(scheduler))
        }

        // Then the picture was asked for again and is drawn in place of the initials
        #expect(frames.0.plainText.contains("RS"))
        #expect(!Self.portraitCells(frames.0).contains(where: Self.isBlock))
        #expect(asked.all.count == 2)
        #expect(!frames.1.plainText.contains("RS"))
        #expect(Self.portraitCells(frames.1).filter(Self.isBlock).count >= 150)
    }

    @Test func withoutColourThePlaceholderIsDrawnAndNothingIsDecoded() async throws {
        try await Self.serving({ HTTPResponse(statusCode: .ok, body: TestJPEG.halves()) }) { server in
            let frame = try await Self.detail(server: server.baseURL, mode: .placeholder)
            #expect(frame.plainText.contains("RS"))
            #expect(!Self.portraitCells(frame).contains(where: Self.isBlock))
        }
    }

    @Test func aScreenTooSmallForTheFieldsAndAPictureShowsNoPicture() async throws {
        try await Self.serving({ HTTPResponse(statusCode: .ok, body: TestJPEG.halves()) }) { server in
            let frame = try await Self.detail(
                server: server.baseURL, mode: .blocks(.init(truecolor: false)), width: 40, height: 12)
            #expect(frame.plainText.contains("Species:"))
            #expect(!frame.plainText.contains("RS"))
            #expect(!(0..<frame.height).contains { y in (0..<frame.width).contains { Self.isBlock(frame[$0, y]!) } })
        }
    }

    @Test(arguments: [PictureMode.kitty(.init(width: 10, height: 20)), .sixel(.init(width: 10, height: 20))])
    func pixelsAreKeptForAfterTheFrameOverBlankCells(mode: PictureMode) async throws {
        try await Self.serving({ HTTPResponse(statusCode: .ok, body: TestJPEG.halves()) }) { server in
            // Given a terminal that draws pixels
            // When Rick's detail is open
            let frame = try await Self.detail(server: server.baseURL, mode: mode)

            // Then the frame keeps one picture for the terminal, in the portrait's room (20×10
            // beside the fields), over blank cells, in that terminal's own form (kitty's
            // commands, or a sixel string)
            #expect(frame.plainText.contains("Species:"))
            #expect(frame.pixelPictures.count == 1)
            let placement = try #require(frame.pixelPictures.first)
            #expect(placement.rect == Rect(x: 59, y: 5, width: 20, height: 10))
            let start = String(decoding: placement.picture.bytes.prefix(8), as: UTF8.self)
            #expect(start.hasPrefix(mode.isKitty ? "\u{1B}_Ga=T" : "\u{1B}P"))
            let kept = (5..<15).flatMap { y in (59..<79).compactMap { x in frame[x, y] } }
            #expect(kept.count == 200 && kept.allSatisfy { $0.character == " " && $0.style.background == nil })
            #expect(!frame.plainText.contains("RS"))
        }
    }

    @Test(arguments: [PictureMode.kitty(.init(width: 10, height: 20)), .sixel(.init(width: 10, height: 20))])
    func aDetailScrolledAFewRowsKeepsItsPictureCutAtTheEdge(mode: PictureMode) async throws {
        try await Self.serving({ HTTPResponse(statusCode: .ok, body: TestJPEG.halves()) }) { server in
            let frames = try await MainActor.run {
                // Given Rick's detail with its picture in pixels, on a screen short enough to scroll
                let (controller, scheduler) = try Self.app(
                    server: server.baseURL, mode: mode, width: 80, height: 16, log: Lines())
                controller.open(link: "challenge://character/detail/1")
                let before = controller.settledFrame(scheduler)

                // When it scrolls two rows, the picture's top above the lines shown
                controller.handle(.down)
                controller.handle(.down)
                return (before, controller.settledFrame(scheduler))
            }

            // Then the rows still shown keep their part of the picture, where they were, and
            // the ones scrolled out have none: no pixels outside the lines shown, no initials
            let text = frames.1.plainText
            #expect(text.contains("↑ more"), "\(text)")
            #expect(!text.contains("RS"), "\(text)")
            let whole = try #require(frames.0.pixelPictures.first)
            let cut = try #require(frames.1.pixelPictures.first)
            #expect(frames.1.pixelPictures.count == 1)
            let scrolled = try Self.line(of: "Species:", in: frames.0) - Self.line(of: "Species:", in: frames.1)
            #expect(scrolled > 0)
            #expect(
                cut.rect.maxY == whole.rect.maxY - scrolled && cut.x == whole.x
                    && cut.picture.columns == whole.picture.columns)
            #expect(cut.picture.rows < whole.picture.rows)
            #expect(cut.y > (try Self.line(of: "Rick Sanchez", in: frames.1)))
            let start = String(decoding: cut.picture.bytes.prefix(8), as: UTF8.self)
            #expect(start.hasPrefix(mode.isKitty ? "\u{1B}_Ga=T" : "\u{1B}P"))
            #expect(cut.picture.bytes != whole.picture.bytes)
        }
    }

    /// The screen line that shows `text`.
    private static func line(of text: String, in frame: Canvas) throws -> Int {
        try #require(
            frame.plainText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) })
    }

    @Test func anOverlayOverThePictureTakesItDown() async throws {
        try await Self.serving({ HTTPResponse(statusCode: .ok, body: TestJPEG.halves()) }) { server in
            let frames = try await MainActor.run {
                // Given Rick's detail with a picture in pixels
                let (controller, scheduler) = try Self.app(
                    server: server.baseURL, mode: .kitty(.init(width: 10, height: 20)), width: 80, height: 24,
                    log: Lines())
                controller.open(link: "challenge://character/detail/1")
                let before = controller.settledFrame(scheduler)

                // When the palette opens over it
                controller.handle(.character(":"))
                return (before, controller.settledFrame(scheduler))
            }

            // Then the picture was there, and with the palette over it there is none
            #expect(frames.0.pixelPictures.count == 1)
            #expect(frames.1.pixelPictures.isEmpty)
        }
    }

    @Test func picturesOffKeepNoRoom() async throws {
        try await Self.serving({ HTTPResponse(statusCode: .ok, body: TestJPEG.halves()) }) { server in
            let frame = try await Self.detail(server: server.baseURL, mode: .off)
            #expect(!frame.plainText.contains("RS"))
            #expect(server.requests.filter { $0.path.hasSuffix(".jpeg") }.count <= 1)
        }
    }
}
