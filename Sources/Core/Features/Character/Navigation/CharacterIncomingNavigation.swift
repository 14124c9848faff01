/// The destinations the Character feature builds: `list`, `detail(identifier:)`, `filter(_:)`.
public typealias CharacterIncomingNavigation = RecordIncomingNavigation<CharacterKind>
