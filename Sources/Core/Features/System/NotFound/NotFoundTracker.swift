public typealias NotFoundTracker = ScreenTracker<NotFoundEvent>
extension ScreenTracker: NotFoundTrackerContract where Event == NotFoundEvent {}
