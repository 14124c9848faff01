/// What the composition root hands each feature it builds.
public struct AppParts {
    /// The clock, the tracker's providers and the state files the front end chose.
    public let environment: AppEnvironment
    /// The tracker every feature reports through, so the snapshot sees the latest events.
    public let tracker: any TrackerContract
    /// Which of a feature's ways out lead to a feature of this run.
    public let reachable: ReachableDestinations
    /// The entries for Home's menu of this run's features, in registration order.
    public let menu: [MenuEntry]
    /// Every registered feature's records, by its host (`FeatureRecords` made them).
    let records: [String: any Sendable]

    /// The records of the feature whose records are of `type`. Asking for a type no feature
    /// registers is a mistake in the composition root: a debug build stops there, and a
    /// release build answers an empty catalog (the screens show no rows, not a crash).
    public func records<Record: Identifiable & Sendable & NamedRecord>(of type: Record.Type)
        -> any RecordSourceContract<Record> where Record.ID == Int
    {
        for source in records.values {
            if let typed = source as? any RecordSourceContract<Record> { return typed }
        }
        assertionFailure("no feature registers records of \(Record.self): add them to its AppFeature(records:)")
        return LocalRecords<Record>.missing(noun: "record")
    }
}
