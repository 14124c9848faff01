/// `challenge://character/list`, `challenge://character/detail/{id}`, `challenge://character/filter`.
public typealias CharacterDeepLinkHandler = RecordDeepLinkHandler<CharacterKind>
