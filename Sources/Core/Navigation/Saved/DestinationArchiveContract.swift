/// Writes and reads one feature's destinations for `--restore`, as its deep-link
/// handler resolves its links. A saved file is untrusted input: `restore` accepts
/// only what the feature itself could have saved.
nonisolated public protocol DestinationArchiveContract: Sendable {
    /// The feature's name in saved files.
    var feature: String { get }
    /// Bumped when this feature's saved form changes; newer forms are not guessed at.
    var version: Int { get }
    /// The saved form of a destination this feature owns; nil when it is not one of its own.
    func save(_ destination: AnyNavigation) -> SavedDestination?
    /// The destination a saved form names; nil when it is not valid for this version.
    func restore(_ saved: SavedDestination) -> AnyNavigation?
    /// Whether a restored modal can be rebuilt over `presenter` (the destination it was
    /// presented from): a modal whose result goes back to its presenter needs the right one.
    func canPresent(_ destination: AnyNavigation, over presenter: AnyNavigation) -> Bool
}

nonisolated extension DestinationArchiveContract {
    public func canPresent(_ destination: AnyNavigation, over presenter: AnyNavigation) -> Bool { true }

    /// The saved form's values if it is this feature's, at a version this code reads.
    public func readable(_ saved: SavedDestination) -> Bool {
        saved.feature == feature && (1...version).contains(saved.version)
    }

    /// A saved form of this feature, at the current version.
    public func saved(_ name: String, _ values: [String: String] = [:]) -> SavedDestination {
        SavedDestination(feature: feature, version: version, name: name, values: values)
    }
}
