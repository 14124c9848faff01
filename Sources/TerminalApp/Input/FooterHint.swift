/// What the footer says about a binding: its keys, what they do, and how much the hint
/// matters when the line is short. A hint is shown whole or left out, the least important
/// first; `always` hints go only when nothing else is left to give way.
nonisolated struct FooterHint: Equatable {
    let keys: String
    let action: String
    var priority: Priority = .normal

    /// Low hints go first; `high` ones (open, search) outlast forward, which is `normal`;
    /// `always` ones (back, go to, help, quit) stay longest.
    enum Priority: Int, Comparable {
        case low, normal, high, always

        static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A hint from its written form, the keys first: "esc back".
    init(_ text: String, priority: Priority = .normal) {
        let parts = text.split(separator: " ", maxSplits: 1)
        self.keys = parts.first.map(String.init) ?? ""
        self.action = parts.count > 1 ? String(parts[1]) : ""
        self.priority = priority
    }

    init(keys: String, action: String, priority: Priority = .normal) {
        self.keys = keys
        self.action = action
        self.priority = priority
    }

    /// The whole hint.
    var text: String { action.isEmpty ? keys : "\(keys) \(action)" }
}
