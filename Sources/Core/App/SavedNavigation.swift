/// The navigation state as data: every coordinator's stack and its modals, with
/// typed destinations. Saved on exit and rebuilt by `--restore`.
public struct SavedNavigation: Codable, Equatable, Sendable {
    /// Bumped when the format changes; a file from a newer app is not guessed at.
    public static let currentVersion = 1

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

/// A destination in a form that survives a restart. Only the app layer knows every
/// feature's destinations, so the mapping lives here.
public enum SavedDestination: Codable, Equatable, Sendable {
    case home(HomeIncomingNavigation)
    case characterList
    case characterDetail(identifier: Int)
    /// The filter's starting values; its result handler is rebuilt from the list beneath.
    case characterFilter(CharacterFilter)
    case unknown(UnknownNavigation)

    public init?(_ destination: AnyNavigation) {
        switch destination.wrapped {
        case let home as HomeIncomingNavigation:
            self = .home(home)
        case let character as CharacterIncomingNavigation:
            switch character {
            case .list: self = .characterList
            case .detail(let identifier): self = .characterDetail(identifier: identifier)
            case .filter(let request): self = .characterFilter(request.current)
            }
        case let unknown as UnknownNavigation:
            self = .unknown(unknown)
        default:
            return nil
        }
    }

    public var destination: AnyNavigation {
        switch self {
        case .home(let home): AnyNavigation(home)
        case .characterList: AnyNavigation(CharacterIncomingNavigation.list)
        case .characterDetail(let identifier): AnyNavigation(CharacterIncomingNavigation.detail(identifier: identifier))
        case .characterFilter(let filter):
            AnyNavigation(CharacterIncomingNavigation.filter(CharacterFilterRequest(current: filter, onApply: nil)))
        case .unknown(let unknown): AnyNavigation(unknown)
        }
    }

    /// Whether this modal can get its result handler back over `presenter` (the
    /// destination on top of the stack it was presented from).
    func canBePresented(over presenter: SavedDestination?) -> Bool {
        switch self {
        case .characterFilter: presenter == .characterList
        default: true
        }
    }
}
