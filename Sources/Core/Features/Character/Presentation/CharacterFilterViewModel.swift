/// The Filter over the character list, with its tracker and events (`character_filter_…`).
public typealias CharacterFilterViewModel = RecordFilterViewModel<CharacterKind>
public typealias CharacterFilterEvent = RecordFilterEvent<CharacterKind>
public typealias CharacterFilterTracker = ScreenTracker<CharacterFilterEvent>
