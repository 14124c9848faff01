/// One location: its name, type and dimension, and its residents as selectable rows.
public final class LocationDetailViewModel: LinkedDetailScreenContract {
    public let identifier: Int
    private let content: RecordDetail<LocationModel>
    private let navigator: any LocationDetailNavigatorContract
    private let tracker: any LocationDetailTrackerContract

    /// `residents` answers with the characters of the ids it is given (the app layer knows who).
    public init(
        identifier: Int,
        source: any RecordSourceContract<LocationModel>,
        residents: LinkedRecords,
        navigator: any LocationDetailNavigatorContract,
        tracker: any LocationDetailTrackerContract,
        scheduler: any SchedulerContract
    ) {
        self.identifier = identifier
        self.navigator = navigator
        self.tracker = tracker
        content = RecordDetail(identifier: identifier, noun: "location", source: source, links: residents, scheduler: scheduler)
    }

    public var detail: LinkedDetail { content.detail }
    public var title: String { detail.title }
    public var isBusy: Bool { content.isBusy }

    public func didAppear() {
        tracker.track(.screenViewed(id: identifier))
        fetch(refresh: false)
    }

    public func didDisappear() {
        content.cancel()
    }

    public func didActivateLink() {
        guard let (_, link) = detail.selectedLink else { return }
        tracker.track(.characterSelected(location: identifier, character: link.id))
        navigator.openCharacter(identifier: link.id)
    }

    public func didTapRefresh() {
        fetch(refresh: true)
    }

    public func didTapRetry() {
        fetch(refresh: true)
    }

    private func fetch(refresh: Bool) {
        content.fetch(refresh: refresh, show: { location in
            ([("Type", location.type.isEmpty ? "unknown" : location.type),
              ("Dimension", location.dimension.isEmpty ? "unknown" : location.dimension),
              ("ID", String(location.id))],
             "Residents (\(location.residentIDs.count))", location.residentIDs)
        }, failed: { [tracker, identifier] in tracker.track(.loadFailed(id: identifier, message: $0)) })
    }
}

extension LocationModel: NamedRecord {}
