import Core
import TerminalApp
import TestSupport

extension SoakSections {
    /// The app built without each feature in turn (`--without`): random keys and links,
    /// the F12 inspector among them, break nothing, and every link into the feature that is
    /// gone lands on Not Found.
    static func leftOut(keys count: Int, random: inout SeededRandom, deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "features left out")
        for host in LeftOutFeatures.known {
            guard let without = try? LeftOutFeatures(parsing: host),
                var app = try? SoakApp(data: .embedded, random: &random, without: without)
            else {
                result.fail("the app without \(host) did not build")
                continue
            }
            for index in 0..<(count / LeftOutFeatures.known.count) {
                if index % 1024 == 0, ContinuousClock.now > deadline {
                    result.fail("out of time without \(host) after \(index) keys")
                    return result
                }
                playRandomKey(
                    app, index: index, linkEvery: 97, random: &random, into: &result, context: "without \(host), ")
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
                checkFrame(app, fullCheck: true, into: &result, context: "without \(host), \(link)")
            }
        }
        result.note = "\(LeftOutFeatures.known.joined(separator: ", ")) each left out in turn"
        return result
    }
}
