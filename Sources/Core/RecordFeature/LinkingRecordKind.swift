/// A content feature whose detail is a record's fields and one section of the records it links
/// to (an episode's cast, a location's residents): the kind says those, and the detail is
/// written once here. The section is left out when its way out leads to no feature of this run.
/// Such a kind names its `Record`, `Filter` and `Outgoing` (typealiases): Swift does not infer
/// them from what it writes once the detail is this protocol's.
nonisolated public protocol LinkingRecordKind: RecordKind where Links == LinkedRecords {
    /// What the detail lists of a record, in order.
    static func fields(of record: Record) -> [(label: String, value: String)]
    /// The section of the records `record` links to, loaded from `links` (the app layer
    /// answers them); a row opens through `open`.
    @MainActor static func section(of record: Record, from links: LinkedRecords, open: @escaping (Int) -> Void)
        -> LinkSection
    /// The way out to a linked record.
    static func linked(_ identifier: Int) -> Outgoing
}

nonisolated extension LinkingRecordKind {
    @MainActor public static func detail(
        links: LinkedRecords, reachable: ReachableDestinations, open: @escaping (Outgoing) -> Void
    ) -> (Record) -> RecordDetailScreen<Record>.Shown {
        guard reachable.contains(linked(1)) else { return { (fields(of: $0), []) } }
        return { record in (fields(of: record), [section(of: record, from: links) { open(linked($0)) }]) }
    }
}
