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

    public var title: String {
        switch self {
        case .charactersInCover: "Browse characters in a full-screen cover"
        case .unconnectedScreen: "Push a screen nothing is connected to"
        }
    }
}
