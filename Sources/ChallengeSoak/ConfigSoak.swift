import Foundation
import Glibc
import TerminalApp
import TestSupport

/// How the config section makes its files and runs the binary on them.
enum ConfigSoak {
    /// A config that uses every table, with comments, lists over lines and escapes.
    static func seedText() -> String {
        """
        # soak
        [keys]
        back = ["Esc", "Backspace", # comment
                "Left"]
        filter = "Ctrl+F"
        quit = ['q']
        go_to = [":", "\\u0021"]
        [theme]
        base = "light"
        selection = "#005f87"
        title = 33
        [layout]
        mode = "stack"
        columns_from = 1_50
        three_columns_from = 220
        [start]
        tab = "episodes"
        restore = false
        """
    }

    private static let pieces = [
        "[", "]", "[[keys]]", "=", "\"", "'", "#", ",", "\n", "\r\n", "\\", "\\u", "\\UFFFFFFFF", "{", "}", ".",
        "1.5", "0x1F", "-0", "99999999999999999999", "true", "nan", "\u{0}", "\u{1B}", "\u{FEFF}", "é", "😀",
        "[keys]", "[theme]", "[layout]", "[start]", "quit", "back", "fly", "base", "\"q\"", "[\"q\", \"q\"]",
        "\"\"\"", "'''", String(repeating: "[", count: 200), String(repeating: "a", count: 5000),
    ]

    /// The seed with a few random edits: pieces inserted, characters dropped, lines doubled
    /// or dropped, or bytes of random text.
    static func mutate(_ seed: String, random: inout SeededRandom) -> String {
        var scalars = Array(seed.unicodeScalars)
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let at = Int.random(in: 0...scalars.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0, 1:
                scalars.insert(contentsOf: pieces.randomElement(using: &random)!.unicodeScalars, at: at)
            case 2:
                if at < scalars.count { scalars.remove(at: at) }
            case 3:
                var lines = String(String.UnicodeScalarView(scalars)).split(separator: "\n").map(String.init)
                if !lines.isEmpty {
                    let line = Int.random(in: 0..<lines.count, using: &random)
                    if Bool.random(using: &random) {
                        lines.insert(lines[line], at: line)
                    } else {
                        lines.remove(at: line)
                    }
                }
                scalars = Array(lines.joined(separator: "\n").unicodeScalars)
            default:
                let noise = (0..<Int.random(in: 1...20, using: &random)).compactMap { _ in
                    Unicode.Scalar(UInt32.random(in: 1...0x7F, using: &random))
                }
                scalars.insert(contentsOf: noise, at: at)
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// `challenge --config FILE` on a pseudo-terminal: a refused file is one `Error:` line
    /// and exit 2; a taken one draws, and Ctrl+C quits with 0.
    static func runBinary(on text: String, case index: Int, into result: inout SoakResult) {
        let soak =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let executable = URL(fileURLWithPath: soak).deletingLastPathComponent().appendingPathComponent("challenge").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("challenge-soak-config-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("config.toml")
        guard (try? Data(text.utf8).write(to: file)) != nil else {
            result.fail("case \(index): cannot write \(file.path)")
            return
        }
        do {
            let app = try PseudoTerminalProcess(
                executable: executable, arguments: ["--config", file.path],
                environment: ["XDG_STATE_HOME": folder.path, "XDG_RUNTIME_DIR": folder.path])
            let refused = (try? UserConfig(text: text, file: file.path)) == nil
            if !refused {
                guard app.waitUntil({ $0.contains("Home") }) else {
                    result.fail("case \(index): a config the reader takes drew no first frame")
                    return
                }
                app.send("\u{3}")
            }
            let status = app.waitForExit()
            let errors = app.text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).filter { $0.hasPrefix("Error: ") }
            if refused, status != 2 || errors.count != 1 || !errors[0].hasPrefix("Error: \(file.path):") {
                result.fail(
                    "case \(index): refused with \(status.map(String.init) ?? "no exit") and \(errors.count) lines")
            } else if !refused, status != 0 {
                result.fail("case \(index): a taken config ended with \(status.map(String.init) ?? "no exit")")
            }
        } catch {
            result.fail("case \(index): the binary did not start: \(error)")
        }
    }
}
