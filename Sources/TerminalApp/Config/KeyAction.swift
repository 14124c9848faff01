import Core

/// An action of the key table a config file can bind (`[keys]`), by the name the file
/// uses, with the keys it has by default: the app's own, and those its features register
/// (`FeatureKeyAction`). The bindings that do it carry the action (`KeyBinding.named`), and
/// `KeyMap` gives them the configured keys. An action is known by its name.
nonisolated package struct KeyAction: Hashable, Sendable {
    /// The name a config gives it.
    let rawValue: String
    /// The keys the app ships with, as the code's tables have them.
    let defaultKeys: [Key]
    /// What the action does, for `challenge config --default`.
    let summary: String

    private init(_ name: String, _ keys: [Key], _ summary: String) {
        rawValue = name
        defaultKeys = keys
        self.summary = summary
    }

    /// A feature's action. Its keys are written in its code: one that names no key is a defect
    /// of that code, stopped at start rather than left silently unbound.
    init(_ registered: FeatureKeyAction) {
        let keys = registered.keys.map { name in
            guard let key = Key(name: name) else {
                preconditionFailure("\(registered.name) registers \"\(name)\", which names no key")
            }
            return key
        }
        self.init(registered.name, keys, registered.summary)
    }

    package static func == (lhs: KeyAction, rhs: KeyAction) -> Bool { lhs.rawValue == rhs.rawValue }
    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    static let up = KeyAction("up", [.up, .character("k")], "move the selection (lists, help)")
    static let down = KeyAction("down", [.down, .character("j")], "move the selection (lists, help)")
    static let pageUp = KeyAction("page_up", [.pageUp], "move by a page")
    static let pageDown = KeyAction("page_down", [.pageDown], "move by a page")
    static let top = KeyAction("top", [.character("g"), .home], "first row")
    static let bottom = KeyAction("bottom", [.character("G"), .end], "last row")
    static let open = KeyAction("open", [.enter], "open what is selected (a row, a link)")
    static let search = KeyAction("search", [.character("/")], "search the list")
    static let filter = KeyAction("filter", [.character("f")], "the list's filter")
    static let refresh = KeyAction("refresh", [.character("r")], "refresh, or retry after a failure")
    static let back = KeyAction(
        "back", [.escape, .backspace, .left, .character("h")], "back; closes a modal or help (never quits)")
    static let historyBack = KeyAction("history_back", [.character("[")], "one more Back, beside forward")
    static let forward = KeyAction("forward", [.character("]")], "bring back what Back left")
    static let copyLink = KeyAction("copy_link", [.character("y")], "copy the selected record's challenge:// link")
    static let goTo = KeyAction("go_to", [.character(":")], "the go-to palette")
    static let help = KeyAction("help", [.character("?"), .function(1)], "help (every key of the moment)")
    static let quit = KeyAction("quit", [.character("q")], "quit")

    /// The app's own actions, in the order `config --default` lists them.
    static let appActions: [KeyAction] = [
        .up, .down, .pageUp, .pageDown, .top, .bottom, .open, .search, .filter, .refresh, .back, .historyBack,
        .forward, .copyLink, .goTo, .help, .quit,
    ]

    /// Every action a config may bind when the app is made of `features`: the app's, then theirs.
    static func all(of features: [AppFeature]) -> [KeyAction] {
        appActions + features.flatMap(\.keyActions).map(KeyAction.init)
    }

    /// Every action of the app as shipped.
    static let allCases = all(of: AppComposition.features)

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
