/// One presentation of a destination as a modal. Identity is per presentation:
/// the same destination presented twice is two modals.
public struct ModalNavigation: Identifiable, Hashable, Sendable {
    public let id: Int
    public let destination: AnyNavigation
    public let style: ModalPresentationStyle

    public init(id: Int, destination: AnyNavigation, style: ModalPresentationStyle) {
        self.id = id
        self.destination = destination
        self.style = style
    }

    /// The detents a sheet may take (empty for a cover).
    public var detents: [SheetDetent] {
        if case .sheet(let detents) = style { return detents.isEmpty ? [.large] : detents }
        return []
    }
}
