/// The navigation state as data: every coordinator's stack and its modals, each
/// destination in its feature's saved form. Saved on exit and rebuilt by `--restore`.
public struct SavedNavigation: Codable, Equatable, Sendable {
    /// Bumped when the format changes; a file from a newer app is not guessed at.
    /// Version 2: destinations are saved by their features (version 1 named them centrally).
    public static let currentVersion = 2
    /// Deeper stacks are not ones a user walked: a saved file is untrusted input.
    public static let maximumStackDepth = 64
    /// Modals nest no deeper than this when restored.
    public static let maximumModalDepth = 8

    public var version: Int
    public var root: Stack

    public init(version: Int = SavedNavigation.currentVersion, root: Stack) {
        self.version = version
        self.root = root
    }

    /// One coordinator: its pushed destinations and what it presents (a sheet, a cover, or both).
    public struct Stack: Codable, Equatable, Sendable {
        public var path: [SavedDestination]
        public var modals: [Modal]

        public init(path: [SavedDestination], modals: [Modal] = []) {
            self.path = path
            self.modals = modals
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

        public init(kind: Kind, destination: SavedDestination, detents: [SheetDetent], detent: SheetDetent?, stack: Stack) {
            self.kind = kind
            self.destination = destination
            self.detents = detents
            self.detent = detent
            self.stack = stack
        }
    }
}
