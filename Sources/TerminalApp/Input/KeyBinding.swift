import Core

/// One row of a view's key table: the keys, what the footer and help call them,
/// and what they do. Dispatch, footer and help are all read from the same table.
nonisolated struct KeyBinding {
    let keys: [Key]
    /// How the keys are written in the footer and help ("↑↓", "enter").
    let label: String
    /// What the keys do ("move", "open").
    let action: String
    /// What the footer shows for it: nil keeps it to the help overlay.
    private(set) var footer: FooterHint?
    /// The action a config file can rebind (`[keys]`); nil for keys that stay as they are.
    let named: KeyAction?
    let perform: () -> Void

    /// `footer` defaults to "label action"; pass `.hidden` to keep a row out of the footer.
    /// `priority` says what the footer shortens or leaves out first when room is short; Esc
    /// (back, close, leave a field) is always shown.
    init(
        _ keys: [Key], _ label: String, _ action: String, footer: Footer = .shown, priority: FooterHint.Priority? = nil,
        named: KeyAction? = nil, perform: @escaping () -> Void
    ) {
        let priority = priority ?? (keys.first == .escape ? .always : .normal)
        self.keys = keys
        self.label = label
        self.action = action
        switch footer {
        case .shown: self.footer = FooterHint(keys: label, action: action, priority: priority)
        case .hidden: self.footer = nil
        case .custom(let text): self.footer = FooterHint(text, priority: priority)
        }
        self.named = named
        self.perform = perform
    }

    /// Back, in every screen and modal (DESIGN §3.7): what closes a modal too.
    static let backKeys: [Key] = [.escape, .backspace, .left, .character("h")]

    /// How help writes a set of keys ("esc/⌫/←/h").
    static func label(of keys: [Key]) -> String {
        keys.map(\.label).filter { !$0.isEmpty }.joined(separator: "/")
    }

    enum Footer {
        case shown, hidden
        case custom(String)
    }

    /// The table's first binding for a key.
    static func match(_ key: Key, in table: [KeyBinding]) -> KeyBinding? {
        table.first { $0.keys.contains(key) }
    }

    /// The same action on fewer keys, its label rebuilt from them; nil when none is left.
    /// The footer text stays only when the key it names is still there.
    func restricted(to remaining: [Key]) -> KeyBinding? {
        guard remaining != keys else { return self }
        guard let first = remaining.first else { return nil }
        let label = Self.label(of: remaining)
        var kept = KeyBinding(remaining, label, action, footer: .hidden, named: named, perform: perform)
        if first == keys[0], let footer {
            // A hint that named every key names those left ("q/^R quit" without ^R is "q quit").
            let keysText = footer.keys == self.label ? label : footer.keys
            kept.footer = FooterHint(keys: keysText, action: footer.action, priority: footer.priority)
        }
        return kept
    }

    /// The same action on other keys (a config's `[keys]`): help's label is rebuilt from
    /// them, and the footer names the first where it named the first of the old ones (a
    /// footer written for the first key, such as "↑↓ move", stays while that key leads).
    func rebound(to newKeys: [Key]) -> KeyBinding {
        guard newKeys != keys, let first = newKeys.first else { return self }
        let newLabel = Self.label(of: newKeys)
        var moved = KeyBinding(newKeys, newLabel, action, footer: .hidden, named: named, perform: perform)
        if let footer {
            // "↑↓ move" stays while ↑ still leads: only the keys that went are left unnamed.
            let keysText = footer.keys == label ? newLabel : first == keys[0] ? footer.keys : first.label
            moved.footer = FooterHint(keys: keysText, action: footer.action, priority: footer.priority)
        }
        return moved
    }

    /// What one moment's keys do: the view's table first, then the app's keys the view
    /// does not take (and, while a field takes typing, none that types). A key is the
    /// first binding's that names it, within the view's table as across the two (About's
    /// PgUp scrolls its text, so its menu's PgUp is not listed). Dispatch, the footer and
    /// help all read this one table, so each key has one meaning and help lists it once.
    /// `ownCount`: how many of `table`, first, are the view's.
    static func effective(view: [KeyBinding], app: [KeyBinding], typing: Bool) -> (table: [KeyBinding], ownCount: Int) {
        // A moment has a few dozen keys: looked through in a list, they cost less than hashed.
        var taken: [Key] = []
        var table: [KeyBinding] = []
        func add(_ binding: KeyBinding, isApp: Bool) {
            let free = binding.keys.filter { !taken.contains($0) && !(isApp && typing && $0.typedText != nil) }
            if let kept = binding.restricted(to: free) {
                table.append(kept)
                taken += free
            }
        }
        for binding in view { add(binding, isApp: false) }
        let ownCount = table.count
        for binding in app { add(binding, isApp: true) }
        return (table, ownCount)
    }
}

/// Rows every list shares: move, page, top and bottom.
nonisolated extension KeyBinding {
    static func listMovement(pageSize: Int, move: @escaping (Int) -> Void, moveTo: @escaping (ListEdge) -> Void)
        -> [KeyBinding]
    {
        [
            KeyBinding(
                [.up, .character("k"), .scrollUp], "↑/k", FrameStrings.up.text,
                footer: .custom("↑↓ " + FrameStrings.move.text),
                priority: .low, named: .up
            ) {
                move(-1)
            },
            KeyBinding(
                [.down, .character("j"), .scrollDown], "↓/j", FrameStrings.down.text, footer: .hidden, named: .down
            ) { move(1) },
            KeyBinding([.pageUp], "PgUp", FrameStrings.pageUp.text, footer: .hidden, named: .pageUp) {
                move(-max(pageSize, 1))
            },
            KeyBinding([.pageDown], "PgDn", FrameStrings.pageDown.text, footer: .hidden, named: .pageDown) {
                move(max(pageSize, 1))
            },
            KeyBinding([.character("g"), .home], "g/Home", FrameStrings.top.text, footer: .hidden, named: .top) {
                moveTo(.top)
            },
            KeyBinding([.character("G"), .end], "G/End", FrameStrings.bottom.text, footer: .hidden, named: .bottom) {
                moveTo(.bottom)
            },
        ]
    }
}

/// Keys that edit a focused text field, the same in every field (none in the footer;
/// help lists them). Readline's Ctrl keys as well as the arrows.
nonisolated extension KeyBinding {
    static func textEditing(_ apply: @escaping (TextField.Edit) -> Void) -> [KeyBinding] {
        textEdits.map { keys, label, action, edit in
            KeyBinding(keys, label, action.text, footer: .hidden) { apply(edit) }
        }
    }

    /// The edit a key makes in a text field, if it makes one.
    static func textEdit(for key: Key) -> TextField.Edit? {
        textEdits.first { $0.keys.contains(key) }?.edit
    }

    private static let textEdits: [(keys: [Key], label: String, action: LocalizedString, edit: TextField.Edit)] = [
        ([.backspace], "⌫", FrameStrings.delete, .deleteBackward),
        ([.delete], "del", FrameStrings.deleteUnder, .deleteForward),
        ([.left], "←", FrameStrings.cursorLeft, .moveLeft),
        ([.right], "→", FrameStrings.cursorRight, .moveRight),
        ([.home, .control("a")], "Home/^A", FrameStrings.cursorStart, .moveToStart),
        ([.end, .control("e")], "End/^E", FrameStrings.cursorEnd, .moveToEnd),
        ([.control("u")], "^U", FrameStrings.deleteToStart, .deleteToStart),
        ([.control("k")], "^K", FrameStrings.deleteToEnd, .deleteToEnd),
        ([.control("w")], "^W", FrameStrings.deleteWord, .deleteWordBackward),
    ]
}
