/// How a modal is shown.
nonisolated public enum ModalPresentationStyle: Hashable, Sendable {
    /// A box anchored to the bottom of the screen, at one of its detents.
    case sheet(detents: [SheetDetent] = [.large])
    /// A box over the whole body.
    case fullScreenCover
    /// A small centred box asking one question (`AlertNavigation`), over everything else.
    case alert
}

/// The height a sheet may take.
nonisolated public enum SheetDetent: String, Hashable, Sendable, Codable, CaseIterable {
    /// About half the screen.
    case medium
    /// Nearly all of it.
    case large
}
