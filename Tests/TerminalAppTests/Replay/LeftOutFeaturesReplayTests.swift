import Core
import Foundation
import TestSupport
import Testing

@testable import TerminalApp

/// The replay suite played again with features left out (`Set Without`): no crash, and
/// every link into a left-out feature lands on Not Found. Every script plays once with all
/// three content features left out; each single feature is left out of the first script
/// that opens a link into it (Home, which no link names, out of the first script). What a
/// link into a missing feature does is the same in every script: playing them all for each
/// feature found nothing more (the soak leaves each out in turn under random keys). The
/// scripts' expectations, golden frames and menu rows chosen by text describe the whole app, so
/// only their other steps are played.
@MainActor
@Suite struct LeftOutFeaturesReplayTests {
    nonisolated static let leftOut = ["home", "character", "episode", "location", "character,episode,location"]

    @Test(arguments: leftOut)
    func theScriptsPlayWithoutTheseFeatures(_ list: String) async throws {
        // Played on a thread of its own: replay blocks while background loads finish, and
        // those need the test pool's few threads, which a long blocking test would hold.
        let (problems, linksIntoLeftOut) = try await MainActor.run { try Self.playSuite(without: list) }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        if list != "home" { #expect(linksIntoLeftOut > 0, "the suite opens links into \(list)") }
    }

    /// The scripts played without the features in `list`: all of them when more than one is
    /// left out, else the first that opens a link into it.
    private static func scripts(without: LeftOutFeatures, list: String) throws -> [(String, ReplayScript)] {
        let all = try GoldenReplayTests.scripts.map { fileName in
            let url = GoldenReplayTests.folder.appendingPathComponent(fileName)
            return (fileName, try ReplayParser.parse(try String(contentsOf: url, encoding: .utf8), file: fileName))
        }
        guard !list.contains(",") else { return all }
        let opening = all.first { _, script in
            script.steps.contains {
                guard case .open(let link) = $0.command, let host = DeepLink.parse(link)?.host else { return false }
                return without.contains(host)
            }
        }
        return [try #require(opening ?? all.first)]
    }

    /// Every script's steps without the features in `list`: what went wrong, and how many
    /// links into them were opened.
    private static func playSuite(without list: String) throws -> (problems: [String], links: Int) {
        let without = try LeftOutFeatures(parsing: list)
        var linksIntoLeftOut = 0
        var problems: [String] = []
        for (fileName, parsed) in try scripts(without: without, list: list) {
            var script = parsed
            script.without = without
            // (a Select names a row of the whole app's menu, which may be gone: a check too)
            script.steps = script.steps.filter {
                switch $0.command {
                case .expect, .expectStack, .snapshot, .select: false
                default: true
                }
            }
            let data = try ReplayCommand.dataSource(for: script, override: nil, scriptFolder: GoldenReplayTests.folder)
            let runner = try ReplayRunner(script: script, data: data)
            // Not Found is titled in the script's language (a Spanish tape's "No encontrado").
            let notFound = FrameStrings.localizer(script.language ?? .english).text(SystemStrings.notFound)
            _ = try runner.run(
                onFrame: { step, frame in
                    guard let step, case .open(let link) = step.command, let host = DeepLink.parse(link)?.host,
                        without.contains(host)
                    else { return }
                    linksIntoLeftOut += 1
                    let top = runner.controller.session.snapshot().frontTop ?? "nothing"
                    if !frame.plainText.contains(notFound) || !top.hasPrefix("unknown.unresolvedLink(") {
                        problems.append(
                            "\(fileName):\(step.line): \(link) without \(list) landed on \(top)\n\(frame.plainText)")
                    }
                }, onSnapshot: { _, _, _ in })
            if runner.controller.session.tabs.tabs.contains(where: { without.contains($0.id) }) {
                problems.append("\(fileName): a tab of a left-out feature is there")
            }
        }
        return (problems, linksIntoLeftOut)
    }

    @Test func aScriptCanLeaveAFeatureOutAndExpectWhatIsOffered() throws {
        let script = try ReplayParser.parse(
            """
            Set Without episode
            ExpectNot "Episodes" on line 1
            ExpectNot "Episodes"                    # Home offers only what this run has
            Down
            Enter
            ExpectStack "location.list"
            Open challenge://episode/list
            Expect "Not Found"
            """, file: "without.tape")
        let runner = try ReplayRunner(script: script, data: .embedded)
        _ = try runner.run(onSnapshot: { _, _, _ in })
    }

    @Test func expectStackNamesWhatIsOnTopWhenItFails() throws {
        let script = try ReplayParser.parse(
            "Open challenge://character/detail/2\nExpectStack \"episode.detail(1)\"", file: "stack.tape")
        let runner = try ReplayRunner(script: script, data: .embedded)
        #expect {
            _ = try runner.run(onSnapshot: { _, _, _ in })
        } throws: { error in
            "\(error)".contains(
                "stack.tape:2: ExpectStack \"episode.detail(1)\" failed: the front tab's top is \"character.detail(2)\""
            )
        }
    }

    @Test(arguments: ["Set Without system", "Set Without epsiodes", "Set Without home,character,episode,location"])
    func aBadWithoutIsReportedWithItsLine(_ line: String) {
        #expect {
            _ = try ReplayParser.parse("# a script\n\(line)\nEnter", file: "bad.tape")
        } throws: { error in
            "\(error)".hasPrefix("bad.tape:2: Set Without: ")
        }
    }
}
