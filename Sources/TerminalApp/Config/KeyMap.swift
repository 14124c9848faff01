/// Which keys do each `KeyAction`: the defaults, or what `[keys]` in a config file says.
/// Applied to a key table just before it is read, so dispatch, the footer and help all
/// see the same keys.
nonisolated package struct KeyMap: Sendable, Equatable {
    /// Only the actions the config rebinds; the rest keep the keys their tables give them.
    private(set) var keys: [KeyAction: [Key]] = [:]

    package static let standard = KeyMap()

    package init() {}

    /// The keys of an action as configured.
    func keys(for action: KeyAction) -> [Key] {
        keys[action] ?? action.defaultKeys
    }

    /// The keys that only move a selection or a scroll, as configured: behind them a quit
    /// key still quits (TerminalRunLoop.holds).
    var moveKeys: [Key] {
        [KeyAction.up, .down, .pageUp, .pageDown, .top, .bottom].flatMap { keys(for: $0) }
    }

    mutating func bind(_ action: KeyAction, to newKeys: [Key]) {
        keys[action] = newKeys == action.defaultKeys ? nil : newKeys
    }

    /// The table with each named binding on its configured keys. A wheel event a binding had
    /// (the list's scroll) stays with it: the wheel is no key a person binds. A configured key
    /// that a binding before it in the table holds stays with that one, as dispatch finds the
    /// first (a sheet's `→` changes its choice even when `back` is bound to `→`): help and the
    /// footer then never offer a key for what it does not do.
    func apply(_ table: [KeyBinding]) -> [KeyBinding] {
        guard !keys.isEmpty else { return table }
        var taken = Set<Key>()
        var applied: [KeyBinding] = []
        for binding in table {
            guard let action = binding.named, let configured = keys[action] else {
                applied.append(binding)
                taken.formUnion(binding.keys)
                continue
            }
            let wheel = binding.keys.filter { $0 == .scrollUp || $0 == .scrollDown }
            let free = (configured + wheel).filter { !taken.contains($0) }
            guard let rebound = binding.rebound(to: configured + wheel).restricted(to: free) else { continue }
            applied.append(rebound)
            taken.formUnion(free)
        }
        return applied
    }

    /// The first action whose keys include `key` among `actions`, for the few places that
    /// test a key outside a table (q on a screen too small to draw).
    func action(of key: Key, among actions: [KeyAction]) -> KeyAction? {
        actions.first { keys(for: $0).contains(key) }
    }
}

nonisolated extension KeyMap {
    /// Two actions on one key, in file order: every action here can be in force at once
    /// (a list, the app's keys around it), so a key may mean only one of them.
    func clash(among actions: [KeyAction] = KeyAction.allCases) -> (key: Key, first: KeyAction, second: KeyAction)? {
        var owner: [Key: KeyAction] = [:]
        for action in actions {
            for key in keys(for: action) {
                if let other = owner[key], other != action { return (key, other, action) }
                owner[key] = action
            }
        }
        return nil
    }
}
