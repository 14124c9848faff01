/// The Character feature: the content feature over `CharacterKind` (list, detail, Filter, links).
public typealias CharacterFeature = RecordFeature<CharacterKind>
