public typealias AboutTracker = ScreenTracker<AboutEvent>
extension ScreenTracker: AboutTrackerContract where Event == AboutEvent {}
