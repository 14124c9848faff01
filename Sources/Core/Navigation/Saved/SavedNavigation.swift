/// The navigation state as data: every tab's stack and its modals, each destination in
/// its feature's saved form, and which tab is in front. Saved as the user goes and rebuilt
/// by `--restore`.
nonisolated public struct SavedNavigation: Codable, Equatable, Sendable {
    /// Bumped when the format changes; a file from a newer app is not guessed at.
    /// Version 2: destinations are saved by their features (version 1 named them centrally).
    /// Version 3: one stack per tab (version 2 had one stack, `root`, which still reads).
    /// Version 4: each stack's forward history (a stack without one reads as none).
    public static let currentVersion = 4
    /// The oldest version this app reads.
    public static let oldestReadableVersion = 2
    /// Deeper stacks are not ones a user walked: a saved file is untrusted input.
    public static let maximumStackDepth = 64
    /// Modals nest no deeper than this when restored.
    public static let maximumModalDepth = 8

    public var version: Int
    /// The id of the tab in front; nil in a file from before tabs.
    public var selectedTab: String?
    public var tabs: [Tab]

    public init(version: Int = SavedNavigation.currentVersion, selectedTab: String?, tabs: [Tab]) {
        self.version = version
        self.selectedTab = selectedTab
        self.tabs = tabs
    }

    /// The state of an app before tabs: one stack over Home.
    public init(root: Stack) {
        self.init(version: 2, selectedTab: nil, tabs: [Tab(id: nil, stack: root)])
    }

    /// One tab's coordinator.
    public struct Tab: Codable, Equatable, Sendable {
        /// The tab's id; nil for the one stack of a file from before tabs, which goes to
        /// the tab it fits.
        public var id: String?
        public var stack: Stack

        public init(id: String?, stack: Stack) {
            self.id = id
            self.stack = stack
        }
    }

    private enum CodingKeys: String, CodingKey {
        case version, selectedTab, tabs, root
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        if version < 3 {
            selectedTab = nil
            tabs = [Tab(id: nil, stack: try container.decode(Stack.self, forKey: .root))]
        } else {
            selectedTab = try container.decodeIfPresent(String.self, forKey: .selectedTab)
            tabs = try container.decode([Tab].self, forKey: .tabs)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        if version < 3, tabs.count == 1, tabs[0].id == nil {
            try container.encode(tabs[0].stack, forKey: .root)
        } else {
            try container.encodeIfPresent(selectedTab, forKey: .selectedTab)
            try container.encode(tabs, forKey: .tabs)
        }
    }

    /// One coordinator: its pushed destinations, what Forward can bring back (the next one
    /// last), and what it presents (a sheet, a cover, or both).
    public struct Stack: Codable, Equatable, Sendable {
        public var path: [SavedDestination]
        public var forward: [SavedDestination]
        public var modals: [Modal]

        public init(path: [SavedDestination], forward: [SavedDestination] = [], modals: [Modal] = []) {
            self.path = path
            self.forward = forward
            self.modals = modals
        }

        private enum CodingKeys: String, CodingKey {
            case path, forward, modals
        }

        /// A stack saved before forward history (format 3 and older) has none.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            path = try container.decode([SavedDestination].self, forKey: .path)
            forward = try container.decodeIfPresent([SavedDestination].self, forKey: .forward) ?? []
            modals = try container.decode([Modal].self, forKey: .modals)
        }

        /// Writes `forward` only when there is some, so a stack without it reads as before.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            if !forward.isEmpty { try container.encode(forward, forKey: .forward) }
            try container.encode(modals, forKey: .modals)
        }
    }

    /// One presented modal: its first destination, its style and height, and its own stack.
    public struct Modal: Codable, Equatable, Sendable {
        public enum Kind: String, Codable, Sendable {
            case sheet, cover
        }

        public var kind: Kind
        public var destination: SavedDestination
        public var detents: [SheetDetent]
        public var detent: SheetDetent?
        public var stack: Stack

        public init(
            kind: Kind, destination: SavedDestination, detents: [SheetDetent], detent: SheetDetent?, stack: Stack
        ) {
            self.kind = kind
            self.destination = destination
            self.detents = detents
            self.detent = detent
            self.stack = stack
        }
    }
}
