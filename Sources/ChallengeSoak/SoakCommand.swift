import ArgumentParser
import Core
import Foundation
import Glibc
import TerminalApp
import TestSupport

/// `challenge-soak`: the attack suite, for the project's developers (`make soak`). Seeded and time-boxed, it throws
/// random keys at random sizes, fuzzed links, text-field edits, hostile catalogs, a faulty HTTP server,
/// abusive socket clients, signals and hostile terminal input at the real app, checks that nothing crashes, that
/// every frame has its terminal's size and is drawn within 50 ms, and that the terminal
/// and saved files come out intact, then prints what it did as a table.
@main
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "challenge-soak",
        abstract:
            "Throw random keys, links, catalogs, server faults, socket abuse and signals at the app; print a table."
    )

    @Option(name: .long, help: "Seed of every random choice (the same seed plays the same run).")
    var seed: UInt64 = 1

    @Option(name: .long, help: "Random keys to play.")
    var keys = 1_000_000

    @Option(name: .long, help: "Fuzzed deep links to open.")
    var links = 100_000

    @Option(name: .long, help: "Random edits of text fields (scalars that join, editing keys).")
    var edits = 200_000

    @Option(name: .long, help: "Seconds the whole run may take; a section that runs out says how far it got.")
    var seconds = 600

    @Flag(
        name: .long, help: "Skip the slow server faults, the signal runs and the limits (the slice `make test` plays).")
    var quick = false

    @Option(name: .long, help: "The slowest a frame may be drawn, in milliseconds (a debug build is slower).")
    var frameLimitMs = 50

    @Option(name: .long, help: "The standards' suites (JSONTestSuite, toml-test); \"\" skips them.")
    var conformance = "../shared/conformance"

    @Option(
        name: .long,
        help: "Run one section alone: limits (the hardening bounds' large cases) or answers (the saved server answers)."
    )
    var only: String?

    func run() throws {
        // The soak drives the app in process on the main thread, the UI actor's.
        try MainActor.assumeIsolated { try runSections() }
    }

    @MainActor private func runSections() throws {
        // As in the app: a client that hangs up must not end the process that serves it.
        Glibc.signal(SIGPIPE, SIG_IGN)
        let deadline = ContinuousClock.now + .seconds(seconds)
        SoakSections.frameLimit = .milliseconds(frameLimitMs)
        var random = SeededRandom(seed: seed)
        var results: [SoakResult] = []
        if let only {
            switch only {
            case "limits": results.append(SoakSections.limits(deadline: deadline))
            case "answers":
                results.append(SoakSections.answers(rounds: quick ? 8 : 40, random: &random, deadline: deadline))
            default: throw ValidationError("--only takes limits or answers; found \(only)")
            }
            print(SoakResult.table(results, seed: seed))
            if results.contains(where: { !$0.failures.isEmpty }) { throw ExitCode.failure }
            return
        }
        results.append(SoakSections.keys(count: keys, random: &random, deadline: deadline))
        results.append(SoakSections.links(count: links, random: &random, deadline: deadline))
        results.append(SoakSections.textFields(count: edits, random: &random, deadline: deadline))
        results.append(SoakSections.catalogs(random: &random, deadline: deadline))
        results.append(SoakSections.server(quick: quick, random: &random, deadline: deadline))
        results.append(SoakSections.answers(rounds: quick ? 8 : 40, random: &random, deadline: deadline))
        results.append(SoakSections.socket(deadline: deadline))
        results.append(SoakSections.leftOut(keys: keys / 10, random: &random, deadline: deadline))
        results.append(SoakSections.tapes(count: links / 100, random: &random, deadline: deadline))
        results.append(SoakSections.configs(count: links / 10, random: &random, deadline: deadline))
        results.append(SoakSections.deepStacks(pushes: keys / 1000, random: &random, deadline: deadline))
        results.append(SoakSections.images(count: max(links / 20, 50), random: &random, deadline: deadline))
        results.append(SoakSections.conformance(folder: conformance))
        if !quick {
            results.append(SoakSections.limits(deadline: deadline))
            results.append(SoakSections.signals(deadline: deadline))
            results.append(SoakSections.inputBytes(runs: max(keys / 10_000, 6), random: &random, deadline: deadline))
        }
        print(SoakResult.table(results, seed: seed))
        if results.contains(where: { !$0.failures.isEmpty }) { throw ExitCode.failure }
    }
}

/// What one section did and what went wrong in it.
struct SoakResult {
    let name: String
    var cases = 0
    var failures: [String] = []
    /// The slowest frame, or the slowest case where no frame is drawn.
    var worst: Duration = .zero
    var note = ""

    mutating func fail(_ message: String) {
        // The first few are enough to reproduce (with the seed); the count says the rest.
        if failures.count < 20 { failures.append(message) } else if failures.count == 20 { failures.append("…") }
    }

    mutating func time(_ duration: Duration) {
        worst = max(worst, duration)
    }

    static func table(_ results: [SoakResult], seed: UInt64) -> String {
        var lines = [
            "soak, seed \(seed)", "", "| section | cases | failures | slowest (ms) | what |", "|---|---|---|---|---|",
        ]
        for result in results {
            let milliseconds =
                Double(result.worst.components.attoseconds) / 1e15 + Double(result.worst.components.seconds) * 1000
            lines.append(
                "| \(result.name) | \(result.cases) | \(result.failures.count) | \(String(format: "%.1f", milliseconds)) | \(result.note) |"
            )
        }
        for result in results where !result.failures.isEmpty {
            lines.append("")
            lines.append("\(result.name) failures:")
            lines += result.failures.map { "  " + Sanitizer.clean($0) }
        }
        return lines.joined(separator: "\n")
    }
}
