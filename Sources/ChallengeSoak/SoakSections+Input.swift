import Foundation
import Glibc
import TerminalApp
import TestSupport

extension SoakSections {
    // MARK: Input bytes

    /// The terminal descriptions whose key and mouse strings differ: each makes ncurses
    /// match other sequences, so each is fuzzed.
    static let inputTerms = ["xterm", "xterm-256color", "tmux-256color", "screen", "linux", "vt100"]

    /// Pieces a hostile stream is made of: mouse reports of every length and form, pastes
    /// whole and cut, answers nobody asked for, broken and over-long sequences, bad UTF-8.
    private static func hostilePiece(_ random: inout SeededRandom) -> [UInt8] {
        let repeats = Int.random(in: 0...80, using: &random)
        let pieces: [String] = [
            "\u{1B}[<" + String(repeating: "1;", count: repeats) + "M",
            "\u{1B}[<" + String(repeating: "9", count: repeats * 50) + ";1;1m",
            "\u{1B}[M" + String(repeating: " ", count: Int.random(in: 0...3, using: &random)),
            "\u{1B}[200~" + String(repeating: "q\u{1B}[A\r", count: repeats),
            "\u{1B}[200~" + String(repeating: "x", count: repeats * 100) + "\u{1B}[201~",
            "\u{1B}[201~", "\u{1B}[?1u", "\u{1B}[?31u", "\u{1B}[?62;4c",
            "\u{1B}[?" + String(repeating: "1;", count: repeats),
            "\u{1B}[" + String(repeating: "9", count: repeats), "\u{1B}O", "\u{1B}", "\u{1B}\u{1B}[", "\u{9B}A",
            "\u{1B}P" + String(repeating: "a", count: repeats) + "\u{1B}\\",
            "\u{1B}]52;c;" + String(repeating: "A", count: repeats),
        ]
        var bytes = Array(pieces.randomElement(using: &random)!.utf8)
        if Int.random(in: 0..<4, using: &random) == 0 {
            // Random bytes, less the keys that end or stop the run as they should (q, Ctrl-C,
            // Ctrl-Z): what is soaked is everything else.
            bytes += (0..<Int.random(in: 1...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                .filter { ![0x03, 0x1A, UInt8(ascii: "q")].contains($0) }
        }
        return bytes
    }

    /// Random and hostile byte streams from the terminal, under every description: the app
    /// never crashes, never takes an answer it did not ask for (no kitty keyboard push
    /// after the terminal answered DA1), and Ctrl-C still quits it with the terminal given back.
    static func inputBytes(runs: Int, random: inout SeededRandom, deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "input bytes")
        let executable = appExecutable()
        var streamed = 0
        for run in 0..<runs {
            if ContinuousClock.now > deadline {
                result.fail("out of time after \(run) of \(runs) runs")
                break
            }
            let term = inputTerms[run % inputTerms.count]
            result.cases += 1
            let state = FileManager.default.temporaryDirectory.appendingPathComponent(
                "challenge-soak-input-\(getpid())-\(run)")
            try? FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: state) }
            do {
                let app = try PseudoTerminalProcess(
                    executable: executable, arguments: ["--no-config"],
                    environment: ["XDG_STATE_HOME": state.path, "XDG_RUNTIME_DIR": state.path, "TERM": term])
                guard app.waitUntil({ $0.contains("quit") }) else {
                    result.fail("\(term) run \(run): no first frame")
                    continue
                }
                // As every terminal does: DA1 answered, which closes the app's questions.
                app.send("\u{1B}[?62;22c")
                let started = ContinuousClock.now
                var exited = false
                for _ in 0..<Int.random(in: 20...200, using: &random) {
                    let bytes = hostilePiece(&random)
                    streamed += bytes.count
                    app.send(bytes: bytes)
                    app.readWritten()
                    // Only a key can end the app, and none of these is one: ending is a failure.
                    if let status = app.status {
                        result.fail("\(term) run \(run): ended with \(status) in the stream")
                        exited = true
                        break
                    }
                }
                if exited { continue }
                // A paste the stream began and never ended takes all that comes (Ctrl-C too, as
                // text) until its end marker, or a quarter of a second with nothing to read, which
                // an app still working through the stream never sees. So: the marker, then Ctrl-C
                // once the app has worked through the stream (its output quiet for half a second).
                app.send("\u{1B}[201~") // the end of a bracketed paste
                app.waitUntilQuiet(for: .milliseconds(500))
                app.send(bytes: [0x03])
                let status = app.waitForExit(timeout: .seconds(20))
                result.time(ContinuousClock.now - started)
                if status != 0 {
                    result.fail("\(term) run \(run): ended with \(status.map(String.init) ?? "no exit after Ctrl-C")")
                }
                if app.text.contains("\u{1B}[>1u") { // the kitty keyboard push
                    result.fail("\(term) run \(run): an unasked kitty keyboard answer was taken")
                }
                if app.modes.c_lflag & tcflag_t(ICANON | ECHO) != tcflag_t(ICANON | ECHO) {
                    result.fail("\(term) run \(run): canonical mode and echo were not given back")
                }
            } catch {
                result.fail("\(term) run \(run): \(error)")
            }
        }
        result.note = "\(streamed) bytes under \(inputTerms.joined(separator: ", ")); alive, Ctrl-C quits"
        return result
    }

    /// `challenge`, built beside `challenge-soak`.
    static func appExecutable() -> String {
        let soak =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: soak).deletingLastPathComponent().appendingPathComponent("challenge").path
    }
}
