/// An action of the key table a config file can bind (`[keys]`), by the name the file
/// uses, with the keys it has by default. The bindings that do it carry the action
/// (`KeyBinding.named`), and `KeyMap` gives them the configured keys.
package enum KeyAction: String, CaseIterable, Sendable {
    case up, down
    case pageUp = "page_up"
    case pageDown = "page_down"
    case top, bottom, open, search, filter, refresh, back
    case historyBack = "history_back"
    case forward
    case copyLink = "copy_link"
    case goTo = "go_to"
    case help, quit

    /// The keys the app ships with, as the code's tables have them.
    var defaultKeys: [Key] {
        switch self {
        case .up: [.up, .character("k")]
        case .down: [.down, .character("j")]
        case .pageUp: [.pageUp]
        case .pageDown: [.pageDown]
        case .top: [.character("g"), .home]
        case .bottom: [.character("G"), .end]
        case .open: [.enter]
        case .search: [.character("/")]
        case .filter: [.character("f")]
        case .refresh: [.character("r")]
        case .back: [.escape, .backspace, .left, .character("h")]
        case .historyBack: [.character("[")]
        case .forward: [.character("]")]
        case .copyLink: [.character("y")]
        case .goTo: [.character(":")]
        case .help: [.character("?"), .function(1)]
        case .quit: [.character("q")]
        }
    }

    /// What the action does, for `challenge config --default`.
    var summary: String {
        switch self {
        case .up, .down: "move the selection (lists, help)"
        case .pageUp, .pageDown: "move by a page"
        case .top: "first row"
        case .bottom: "last row"
        case .open: "open what is selected (a row, a link)"
        case .search: "search the list"
        case .filter: "filter the list (characters, episodes, locations)"
        case .refresh: "refresh, or retry after a failure"
        case .back: "back; closes a modal or help (never quits)"
        case .historyBack: "one more Back, beside forward"
        case .forward: "bring back what Back left"
        case .copyLink: "copy the selected record's challenge:// link"
        case .goTo: "the go-to palette"
        case .help: "help (every key of the moment)"
        case .quit: "quit"
        }
    }

    /// Keys that keep their fixed meaning wherever these actions are: the tabs, Ctrl+C,
    /// suspend, repaint, the sheet's size, the inspector, next and previous match. Binding
    /// an action to one is refused, so no key means two things.
    static let reservedKeys: [Key: String] = {
        var reserved: [Key: String] = [
            .control("c"): "quit at once", .control("z"): "suspend", .control("l"): "repaint",
            .control("e"): "grow or shrink a sheet", .function(12): "the navigation inspector",
            .character("n"): "next match", .character("N"): "previous match", .tab: "the next field",
            .backTab: "the previous field",
        ]
        for digit in 1...9 { reserved[.character(Character(String(digit)))] = "tab \(digit)" }
        return reserved
    }()
}
