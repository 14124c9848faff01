/// The character list, with its navigator, tracker and events (`character_list_…`).
public typealias CharacterListViewModel = RecordListViewModel<CharacterKind>
public typealias CharacterListNavigator = RecordListNavigator<CharacterKind>
public typealias CharacterListEvent = RecordListEvent<CharacterKind>
public typealias CharacterListTracker = ScreenTracker<CharacterListEvent>
