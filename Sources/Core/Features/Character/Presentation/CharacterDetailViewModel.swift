/// A character's detail, with its navigator, tracker and events (`character_detail_…`).
public typealias CharacterDetailViewModel = RecordDetailViewModel<CharacterKind>
public typealias CharacterDetailNavigator = RecordDetailNavigator<CharacterKind>
public typealias CharacterDetailEvent = RecordDetailEvent<CharacterKind>
public typealias CharacterDetailTracker = ScreenTracker<CharacterDetailEvent>
