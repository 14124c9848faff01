/// The one table of key names scripts use: `Key.name` writes the first name of a key,
/// `Key(name:)` reads any of them. The replay parser and the tape recorder both go
/// through it, so a recorded tape always parses back to the keys that were pressed.
nonisolated enum KeyNames {
    /// Each key with its names, the one written first; matching ignores case.
    static let table: [(key: Key, names: [String])] = [
        (.enter, ["Enter", "Return"]),
        (.escape, ["Esc", "Escape"]),
        (.tab, ["Tab"]),
        (.backTab, ["Shift+Tab", "BackTab"]),
        (.backspace, ["Backspace"]),
        (.delete, ["Delete", "Del"]),
        (.up, ["Up"]), (.down, ["Down"]), (.left, ["Left"]), (.right, ["Right"]),
        (.home, ["Home"]), (.end, ["End"]),
        (.pageUp, ["PageUp", "PgUp"]), (.pageDown, ["PageDown", "PgDn"]),
        (.character(" "), ["Space"]),
        // Named: in a script `#` starts a comment and `"` a string.
        (.character("#"), ["Hash"]), (.character("\""), ["Quote"]),
        (.scrollUp, ["ScrollUp"]), (.scrollDown, ["ScrollDown"]),
    ]

    /// The command a click is written with: `Click COLUMN,ROW`, counted from 1 like lines.
    static let click = "Click"

    private static let byName: [String: Key] = Dictionary(
        table.flatMap { entry in entry.names.map { ($0.lowercased(), entry.key) } },
        uniquingKeysWith: { first, _ in first }
    )

    private static let byKey: [Key: String] = Dictionary(
        table.map { ($0.key, $0.names[0]) },
        uniquingKeysWith: { first, _ in first }
    )

    /// The written name of a key from the table; nil for keys named by pattern.
    static func name(of key: Key) -> String? {
        byKey[key]
    }

    /// The key a table name stands for, whatever its case.
    static func key(named name: String) -> Key? {
        byName[name.lowercased()]
    }

    /// A click from its `COLUMN,ROW` argument (1-based); nil when it is not two positive numbers.
    static func click(at position: String) -> Key? {
        let parts = position.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let column = Int(parts[0]), let row = Int(parts[1]),
            (1...1000).contains(column), (1...1000).contains(row)
        else { return nil }
        return .click(x: column - 1, y: row - 1)
    }
}
