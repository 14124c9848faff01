import Core
import Foundation
import Synchronization
import TerminalApp
import TestSupport

extension SoakSections {
    /// What a hostile server answers in one round of `answers`.
    enum AnswerFault: CaseIterable {
        /// A fixed ETag, and 304 to a request that names it.
        case revalidating
        /// A 200 whose body is cut in half, under a new ETag.
        case cutBody
        /// A new ETag on every answer, never a 304.
        case changingTag
        /// A 304 to everything, with the store emptied first: a 304 for something never saved.
        case notModifiedUnsaved
    }

    /// The saved answers against hostile servers on 127.0.0.1, through the Characters list:
    /// every round ends with rows or a one-line failure on screen, and every answer in the store
    /// is one the server sent whole (a cut body never replaces one). Then the server stops (what
    /// was saved is shown, said to be) and every file in the store is damaged (a clean start).
    static func answers(rounds: Int, random: inout SeededRandom, deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "saved answers")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("challenge-soak-answers-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dropped = Mutex(0)
        let store = AnswerStore(folder: folder, log: { _ in dropped.withLock { $0 += 1 } })
        let fault = Mutex(AnswerFault.revalidating)
        let tags = Mutex(0)
        let server: TestHTTPServer
        do {
            server = try TestHTTPServer.started { request in
                let body = goodBody(path: request.path, page: request.query.first { $0.name == "page" }?.value)
                switch fault.withLock({ $0 }) {
                case .revalidating: return .revalidated(body, tag: "\"good\"", for: request)
                case .cutBody:
                    return HTTPResponse(
                        statusCode: .ok, headers: HTTPHeaders([.entityTag: "\"cut\""]),
                        body: body.prefix(body.count / 2))
                case .changingTag:
                    let tag = tags.withLock { count in
                        count += 1
                        return "\"t\(count)\""
                    }
                    return HTTPResponse(statusCode: .ok, headers: HTTPHeaders([.entityTag: tag]), body: body)
                case .notModifiedUnsaved: return HTTPResponse(statusCode: .notModified)
                }
            }
        } catch {
            result.fail("the server did not start: \(error)")
            return result
        }
        var stopped = false
        defer { if !stopped { server.stop() } }
        for round in 0..<rounds {
            if ContinuousClock.now > deadline {
                result.fail("out of time at round \(round)")
                break
            }
            let chosen = AnswerFault.allCases.randomElement(using: &random) ?? .revalidating
            fault.withLock { $0 = chosen }
            if chosen == .notModifiedUnsaved { store.clear() }
            let screen = openCharacters(.server(server.baseURL), store, random: &random, into: &result, "\(chosen)")
            result.cases += 1
            if chosen == .notModifiedUnsaved, !screen.contains("Couldn't load") {
                result.fail("\(chosen): a 304 for nothing saved did not say it failed:\n\(screen)")
            }
            if chosen == .revalidating, screen.contains("offline") {
                result.fail("\(chosen): said offline while the server answered:\n\(screen)")
            }
            checkStore(store, into: &result, context: "\(chosen)")
        }
        // Something saved, then the server stops: the rows are shown, said to be saved.
        fault.withLock { $0 = .revalidating }
        _ = openCharacters(.server(server.baseURL), store, random: &random, into: &result, "before stopping")
        server.stop()
        stopped = true
        let offline = openCharacters(.server(server.baseURL), store, random: &random, into: &result, "stopped")
        result.cases += 1
        if !offline.contains("offline · saved") {
            result.fail("stopped: the saved rows were not said to be saved:\n\(offline)")
        }
        // Every file damaged (cut, bit-flipped, emptied): a clean start, a miss and a log line each.
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasPrefix("ans-") }
        for name in files ?? [] {
            let url = folder.appendingPathComponent(name)
            guard var bytes = try? [UInt8](Data(contentsOf: url)), !bytes.isEmpty else { continue }
            switch Int.random(in: 0..<3, using: &random) {
            case 0: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
            case 1: bytes[Int.random(in: 0..<min(bytes.count, 40), using: &random)] ^= 0x5A
            default: bytes = []
            }
            try? Data(bytes).write(to: url)
        }
        dropped.withLock { $0 = 0 }
        let damaged = openCharacters(.server(server.baseURL), store, random: &random, into: &result, "damaged")
        result.cases += 1
        if !damaged.contains("cannot be loaded offline"), !damaged.contains("offline · saved") {
            result.fail("damaged: neither the saved rows nor the one-line failure:\n\(damaged)")
        }
        if store.count() > 0, dropped.withLock({ $0 }) == 0 {
            result.fail("damaged: no file was said to be dropped")
        }
        result.note = "\(AnswerFault.allCases.count) kinds of server, then stopped, then every file damaged"
        return result
    }

    /// What the server sends whole for a request: a page of characters, one of them, or the
    /// API's "nothing here".
    nonisolated private static func goodBody(path: String, page: String?) -> Data {
        func character(_ id: Int) -> String {
            #"{"id":\#(id),"name":"Saved \#(id)","status":"Alive","species":"Human","gender":"Male"}"#
        }
        if path == "/api/character", let number = Int(page ?? "1"), (1...3).contains(number) {
            let results = ((number - 1) * 20 + 1...number * 20).map(character).joined(separator: ",")
            let next = number < 3 ? #""next""# : "null"
            return Data(#"{"info":{"count":60,"pages":3,"next":\#(next),"prev":null},"results":[\#(results)]}"#.utf8)
        }
        if path.hasPrefix("/api/character/"), let id = Int(path.dropFirst("/api/character/".count)) {
            return Data(character(id).utf8)
        }
        return Data(#"{"error":"There is nothing here"}"#.utf8)
    }

    /// Every answer in the store is the one the server sends whole for its URL.
    private static func checkStore(_ store: AnswerStore, into result: inout SoakResult, context: String) {
        for answer in store.answers(under: "") {
            guard let parts = URLComponents(string: answer.url) else {
                result.fail("\(context): a saved answer of no URL: \(answer.url)")
                continue
            }
            let page = parts.queryItems?.first { $0.name == "page" }?.value
            if answer.body != goodBody(path: parts.path, page: page) {
                result.fail("\(context): \(answer.url) holds what the server never sent whole")
            }
        }
    }

    /// Opens the Characters tab of a new app (a new run) over `store`; the screen once it settled.
    private static func openCharacters(
        _ data: DataSource, _ store: AnswerStore, random: inout SeededRandom, into result: inout SoakResult,
        _ context: String
    ) -> String {
        do {
            let app = try SoakApp(data: data, random: &random, answers: store)
            app.controller.resize(width: 100, height: 30)
            let started = ContinuousClock.now
            app.controller.handle(.character("2"))
            app.scheduler.drain()
            while app.controller.session.isBusy, ContinuousClock.now - started < .seconds(15) {
                app.scheduler.waitForDelivery(timeout: .milliseconds(50))
                app.scheduler.drain()
            }
            result.time(ContinuousClock.now - started)
            if app.controller.session.isBusy { result.fail("\(context): the load had not ended") }
            checkFrame(app, fullCheck: true, into: &result, context: context)
            return app.controller.render().canvas.plainText
        } catch {
            result.fail("\(context): the app did not build: \(error)")
            return ""
        }
    }
}
