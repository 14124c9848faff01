/// One row of a view's key table: the keys, what the footer and help call them,
/// and what they do. Dispatch, footer and help are all read from the same table.
struct KeyBinding {
    let keys: [Key]
    /// How the keys are written in the footer and help ("↑↓", "enter").
    let label: String
    /// What the keys do ("move", "open").
    let action: String
    /// What the footer shows for it: nil keeps it to the help overlay.
    let footer: String?
    let perform: () -> Void

    /// `footer` defaults to "label action"; pass `.hidden` to keep a row out of the footer.
    init(_ keys: [Key], _ label: String, _ action: String, footer: Footer = .shown, perform: @escaping () -> Void) {
        self.keys = keys
        self.label = label
        self.action = action
        switch footer {
        case .shown: self.footer = "\(label) \(action)"
        case .hidden: self.footer = nil
        case .custom(let text): self.footer = text
        }
        self.perform = perform
    }

    enum Footer {
        case shown, hidden
        case custom(String)
    }

    /// The table's first binding for a key.
    static func match(_ key: Key, in table: [KeyBinding]) -> KeyBinding? {
        table.first { $0.keys.contains(key) }
    }
}

/// Rows every list shares: move, page, top and bottom.
extension KeyBinding {
    static func listMovement(pageSize: Int, move: @escaping (Int) -> Void, moveTo: @escaping (ListEdge) -> Void) -> [KeyBinding] {
        [
            KeyBinding([.up, .character("k"), .scrollUp], "↑/k", "up", footer: .custom("↑↓ move")) { move(-1) },
            KeyBinding([.down, .character("j"), .scrollDown], "↓/j", "down", footer: .hidden) { move(1) },
            KeyBinding([.pageUp], "PgUp", "page up", footer: .hidden) { move(-max(pageSize, 1)) },
            KeyBinding([.pageDown], "PgDn", "page down", footer: .hidden) { move(max(pageSize, 1)) },
            KeyBinding([.character("g"), .home], "g/Home", "top", footer: .hidden) { moveTo(.top) },
            KeyBinding([.character("G"), .end], "G/End", "bottom", footer: .hidden) { moveTo(.bottom) },
        ]
    }
}

enum ListEdge {
    case top, bottom
}
