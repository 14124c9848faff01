/// What the composition root hands each feature it builds.
public struct AppParts {
    /// The clock, the tracker's providers and the state files the front end chose.
    public let environment: AppEnvironment
    /// The tracker every feature reports through, so the snapshot sees the latest events.
    public let tracker: any TrackerContract
    /// Which of a feature's ways out lead to a feature of this run.
    public let reachable: ReachableDestinations
    /// The hosts of the features this run builds.
    public let hosts: Set<String>
    /// The catalog's records, for the features that show them.
    let records: AppComposition.Catalog

    /// Whether the feature with this link host is part of this run.
    public func includes(_ host: String) -> Bool {
        hosts.contains(host)
    }
}
