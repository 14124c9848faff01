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
    /// Every registered feature's records, by its host (`FeatureRecords` made them).
    let records: [String: any Sendable]

    /// The records of the feature whose records are of `type`; an empty catalog of them when
    /// no feature registers such records.
    public func records<Record: Identifiable & Sendable & NamedRecord>(of type: Record.Type)
        -> any RecordSourceContract<Record> where Record.ID == Int
    {
        for source in records.values {
            if let typed = source as? any RecordSourceContract<Record> { return typed }
        }
        return LocalRecords<Record>.missing(noun: "record")
    }

    /// Whether the feature with this link host is part of this run.
    public func includes(_ host: String) -> Bool {
        hosts.contains(host)
    }
}
