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

    /// Records asked for that no feature registers: a mistake in the composition root, which
    /// `AppComposition.makeContainer` throws, so every run and every test of the app meets it.
    public struct Unregistered: Error, CustomStringConvertible {
        public let description: String
    }

    /// The records of the feature whose records are of `type`. A type no feature registers
    /// is no empty catalog (its screens would show no rows and say nothing) but `Unregistered`.
    public func records<Record: Identifiable & Sendable & NamedRecord>(of type: Record.Type) throws(Unregistered)
        -> any RecordSourceContract<Record> where Record.ID == Int
    {
        for source in records.values {
            if let typed = source as? any RecordSourceContract<Record> { return typed }
        }
        throw Unregistered(
            description: "no feature registers records of \(Record.self): add them to its AppFeature(records:)")
    }
}
