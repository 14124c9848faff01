import Core

extension SoakSections {
    /// The app built without each feature in turn (`--without`): random keys and links,
    /// the F12 inspector among them, break nothing, and every link into the feature that is
    /// gone lands on Not Found.
    static func leftOut(keys count: Int, random: inout SeededRandom, deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "features left out")
        for host in LeftOutFeatures.known {
            guard let without = try? LeftOutFeatures(parsing: host), var app = try? SoakApp(data: .embedded, random: &random, without: without) else {
                result.fail("the app without \(host) did not build")
                continue
            }
            for index in 0..<(count / LeftOutFeatures.known.count) {
                if index % 1024 == 0, ContinuousClock.now > deadline {
                    result.fail("out of time without \(host) after \(index) keys")
                    return result
                }
                let key = randomKey(&random, size: app.controller.size)
                if case .resize = key {
                    app.controller.resize(width: Int.random(in: 1...300, using: &random), height: Int.random(in: 1...100, using: &random))
                }
                if index % 97 == 0 { app.controller.session.open(url: randomLink(&random)) }
                app.controller.handle(key)
                app.scheduler.drain()
                if index % 64 == 0 {
                    app.scheduler.advance(by: .milliseconds(Int.random(in: 0...800, using: &random)))
                    app.scheduler.drain()
                }
                result.cases += 1
                checkFrame(app.controller, fullCheck: index % 101 == 0, into: &result, context: "without \(host), key \(index) (\(key.name))")
                if app.controller.wantsQuit {
                    guard let next = try? SoakApp(data: .embedded, random: &random, without: without) else { break }
                    app = next
                }
            }
            for link in validLinks where DeepLink.parse(link)?.host == host {
                app.controller.session.open(url: link)
                app.scheduler.drain()
                result.cases += 1
                let top = app.controller.session.snapshot().frontTop ?? "nothing"
                if !top.hasPrefix("unknown.unresolvedLink(") {
                    result.fail("without \(host), \(link) landed on \(top), not Not Found")
                }
                checkFrame(app.controller, fullCheck: true, into: &result, context: "without \(host), \(link)")
            }
        }
        result.note = "\(LeftOutFeatures.known.joined(separator: ", ")) each left out in turn"
        return result
    }
}
