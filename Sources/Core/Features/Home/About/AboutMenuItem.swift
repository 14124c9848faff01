/// What the About sheet offers to try.
public enum AboutMenuItem: CaseIterable, Sendable {
    /// The character list presented as a full-screen cover from inside this sheet:
    /// an Outgoing destination redirected, inside a nested modal.
    case charactersInCover
    /// An unconnected destination pushed inside the sheet's own stack.
    case unconnectedScreen

    /// Where it leads outside Home.
    public var destination: HomeOutgoingNavigation {
        switch self {
        case .charactersInCover: .characters
        case .unconnectedScreen: .unconnected
        }
    }

    public var title: String { titleString.text }

    /// Its title's string; events name the item by its English.
    public var titleString: LocalizedString {
        switch self {
        case .charactersInCover: HomeStrings.charactersInCover
        case .unconnectedScreen: HomeStrings.unconnectedScreen
        }
    }
}
