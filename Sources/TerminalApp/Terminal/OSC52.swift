import FoundationEssentials

/// The terminal's clipboard escape (OSC 52): the terminal itself, or tmux and ssh in
/// between, put the text on the clipboard of the machine the user sits at.
nonisolated enum OSC52 {
    static func sequence(copying text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    }
}
