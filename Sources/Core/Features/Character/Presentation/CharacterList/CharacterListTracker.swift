public typealias CharacterListTracker = ScreenTracker<CharacterListEvent>
extension ScreenTracker: CharacterListTrackerContract where Event == CharacterListEvent {}
