import Foundation
import Testing

/// Checks shared by the end-to-end tests.
enum EndToEnd {
    static let home = "Home"
    static let listLink = "challenge://character/list"

    /// The terminal was given back as a shell expects it: echo and canonical input on.
    static func expectSaneTerminal(_ ending: TmuxSession.Ending, sourceLocation: SourceLocation = #_sourceLocation) {
        let modes = ending.terminalModes.sorted().joined(separator: " ")
        #expect(
            ending.terminalModes.contains("echo"), "echo is off after the app: \(modes)", sourceLocation: sourceLocation
        )
        #expect(
            !ending.terminalModes.contains("-echo"), "echo is off after the app: \(modes)",
            sourceLocation: sourceLocation)
        #expect(
            ending.terminalModes.contains("icanon"), "canonical input is off after the app: \(modes)",
            sourceLocation: sourceLocation)
        #expect(
            !ending.terminalModes.contains("-icanon"), "canonical input is off after the app: \(modes)",
            sourceLocation: sourceLocation)
    }

    /// The breadcrumb row, without its padding.
    static func breadcrumb(_ screen: String) -> String {
        let rows = TmuxSession.rows(of: screen)
        return rows.count > 1 ? rows[1].trimmingCharacters(in: .whitespaces) : ""
    }

    /// The tab bar (the first row), without its padding.
    static func tabBar(_ screen: String) -> String {
        (TmuxSession.rows(of: screen).first ?? "").trimmingCharacters(in: .whitespaces)
    }

    /// The footer row (the last one), without its padding.
    static func footer(_ screen: String) -> String {
        (TmuxSession.rows(of: screen).last ?? "").trimmingCharacters(in: .whitespaces)
    }

    /// The status line (the row above the footer), without its padding.
    static func statusLine(_ screen: String) -> String {
        let rows = TmuxSession.rows(of: screen)
        return rows.count >= 2 ? rows[rows.count - 2].trimmingCharacters(in: .whitespaces) : ""
    }

    /// The SGR colour parameters (30–37, 38…, 40–47, 48…, 90–97, 100–107) in a
    /// `capture-pane -e` screen; tmux's own resets (39, 49) are not colours.
    static func colourCodes(in screen: String) -> [String] {
        var codes: [String] = []
        var rest = Substring(screen)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { !($0.isNumber || $0 == ";" || $0 == ":") }) else { break }
            let parameters = rest[..<end]
            let isSGR = rest[end] == "m"
            rest = rest[rest.index(after: end)...]
            guard isSGR else { continue }
            for parameter in parameters.split(whereSeparator: { $0 == ";" || $0 == ":" }) {
                guard let value = Int(parameter) else { continue }
                if (30...38).contains(value) || (40...48).contains(value) || (90...97).contains(value)
                    || (100...107).contains(value)
                {
                    codes.append(String(parameters))
                    break
                }
            }
        }
        return codes
    }
}
