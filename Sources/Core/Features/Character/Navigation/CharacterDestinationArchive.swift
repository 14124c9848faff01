/// Saves the Character feature's destinations as `character`: `list`, `detail` and `filter`.
public typealias CharacterDestinationArchive = RecordDestinationArchive<CharacterKind>
