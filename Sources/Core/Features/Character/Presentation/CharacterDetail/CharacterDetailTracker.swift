public typealias CharacterDetailTracker = ScreenTracker<CharacterDetailEvent>
extension ScreenTracker: CharacterDetailTrackerContract where Event == CharacterDetailEvent {}
