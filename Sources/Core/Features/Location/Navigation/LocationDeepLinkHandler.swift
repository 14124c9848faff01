/// `challenge://location/list`, `challenge://location/detail/{id}`, `challenge://location/filter`.
public typealias LocationDeepLinkHandler = RecordDeepLinkHandler<LocationKind>
