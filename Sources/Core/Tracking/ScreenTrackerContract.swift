/// What a screen's ViewModel tracks through: its own events, and only those. A content
/// feature's screens take it with their generic events (`RecordListEvent<EpisodeKind>`).
public protocol ScreenTrackerContract<Event> {
    associatedtype Event: TrackingEventContract
    func track(_ event: Event)
}

extension ScreenTracker: ScreenTrackerContract {}
