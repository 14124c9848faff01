/// The Location feature: the content feature over `LocationKind` (list, detail, Filter, links).
public typealias LocationFeature = RecordFeature<LocationKind>
