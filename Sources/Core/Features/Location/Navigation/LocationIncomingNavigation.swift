/// The destinations the Location feature builds: `list`, `detail(identifier:)`, `filter(_:)`.
public typealias LocationIncomingNavigation = RecordIncomingNavigation<LocationKind>
