public typealias CharacterFilterTracker = ScreenTracker<CharacterFilterEvent>
extension ScreenTracker: CharacterFilterTrackerContract where Event == CharacterFilterEvent {}
