/// Saves the destinations of a feature whose destinations carry no values (Home's `main` and
/// `about`, Favourites' `list`), each by its case's name. Generic over the feature's Incoming
/// type, it saves and restores that feature's destinations only.
nonisolated public struct CaseDestinationArchive<Destination>: DestinationArchiveContract
where Destination: IncomingNavigationContract & RawRepresentable<String> {
    public let feature: String
    public let version = 1

    /// `feature` is the feature's name in saved files, its link host.
    public init(feature: String) {
        self.feature = feature
    }

    public func save(_ destination: AnyNavigation) -> SavedDestination? {
        (destination.wrapped as? Destination).map { saved($0.rawValue) }
    }

    public func restore(_ saved: SavedDestination) -> AnyNavigation? {
        guard readable(saved), let destination = Destination(rawValue: saved.name) else { return nil }
        return AnyNavigation(destination)
    }
}
