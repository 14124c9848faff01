/// Saves the Location feature's destinations as `location`: `list`, `detail` and `filter`.
public typealias LocationDestinationArchive = RecordDestinationArchive<LocationKind>
