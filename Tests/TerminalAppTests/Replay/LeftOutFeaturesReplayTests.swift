import Core
import Foundation
import Testing
@testable import TerminalApp

/// The whole replay suite played again with features left out (`Set Without`): every key
/// of every script, no crash, and every link into a left-out feature lands on Not Found.
/// The scripts' expectations and golden frames describe the whole app, so only their
/// steps are played here.
@Suite struct LeftOutFeaturesReplayTests {
    static let leftOut = ["home", "character", "episode", "location", "character,episode,location"]

    @Test(arguments: leftOut)
    func everyScriptPlaysWithoutTheseFeatures(_ list: String) throws {
        let without = try LeftOutFeatures(parsing: list)
        var linksIntoLeftOut = 0
        for fileName in GoldenReplayTests.scripts {
            let url = GoldenReplayTests.folder.appendingPathComponent(fileName)
            var script = try ReplayParser.parse(try String(contentsOf: url, encoding: .utf8), file: fileName)
            script.without = without
            script.steps = script.steps.filter {
                switch $0.command {
                case .expect, .expectStack, .snapshot: false
                default: true
                }
            }
            let data = try ReplayCommand.dataSource(for: script, override: nil, scriptFolder: GoldenReplayTests.folder)
            let runner = try ReplayRunner(script: script, data: data)
            _ = try runner.run(onFrame: { step, frame in
                guard let step, case .open(let link) = step.command, let host = DeepLink.parse(link)?.host, without.contains(host) else { return }
                linksIntoLeftOut += 1
                #expect(frame.plainText.contains("Not Found"), "\(fileName):\(step.line): \(link) without \(list)\n\(frame.plainText)")
                #expect(runner.controller.session.snapshot().frontTop?.hasPrefix("unknown.unresolvedLink(") == true)
            }, onSnapshot: { _, _, _ in })
            #expect(runner.controller.session.tabs.tabs.allSatisfy { !without.contains($0.id) })
        }
        if list != "home" { #expect(linksIntoLeftOut > 0, "the suite opens links into \(list)") }
    }

    @Test func aScriptCanLeaveAFeatureOutAndExpectWhereARedirectLanded() throws {
        let script = try ReplayParser.parse("""
        Set Without episode
        ExpectNot "Episodes" on line 1
        Expect "Episodes"                       # Home still offers them: Home knows no feature
        Down
        Enter
        ExpectStack "episode.list"
        Expect "Asked for: episode.list"
        Expect "Not Found"
        """, file: "without.tape")
        let runner = try ReplayRunner(script: script, data: .embedded)
        _ = try runner.run(onSnapshot: { _, _, _ in })
    }

    @Test func expectStackNamesWhatIsOnTopWhenItFails() throws {
        let script = try ReplayParser.parse("Open challenge://character/detail/2\nExpectStack \"episode.detail(1)\"", file: "stack.tape")
        let runner = try ReplayRunner(script: script, data: .embedded)
        #expect {
            _ = try runner.run(onSnapshot: { _, _, _ in })
        } throws: { error in
            "\(error)".contains("stack.tape:2: ExpectStack \"episode.detail(1)\" failed: the front tab's top is \"character.detail(2)\"")
        }
    }

    @Test(arguments: ["Set Without system", "Set Without episodes", "Set Without home,character,episode,location"])
    func aBadWithoutIsReportedWithItsLine(_ line: String) {
        #expect {
            _ = try ReplayParser.parse("# a script\n\(line)\nEnter", file: "bad.tape")
        } throws: { error in
            "\(error)".hasPrefix("bad.tape:2: Set Without: ")
        }
    }
}
