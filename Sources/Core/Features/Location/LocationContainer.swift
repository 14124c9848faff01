/// Builds the Location feature's screens with their specific navigators and trackers.
public typealias LocationContainer = RecordContainer<LocationKind>
