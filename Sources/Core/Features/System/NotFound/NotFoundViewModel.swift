/// Says a destination is unknown, and for a deep link which URL it was.
public final class NotFoundViewModel: ScreenViewModelContract {
    /// The link that led here, when one did.
    public let url: String?
    /// The destination that was asked for when its feature is not in this run.
    public let asked: String?
    /// Why no feature answers the link, in a line (nil when no link led here).
    public let reason: String?
    private let navigator: any NotFoundNavigatorContract
    private let tracker: any NotFoundTrackerContract

    public init(
        url: String?, asked: String? = nil, reason: String? = nil, navigator: any NotFoundNavigatorContract,
        tracker: any NotFoundTrackerContract
    ) {
        self.url = url
        self.asked = asked
        self.reason = reason
        self.navigator = navigator
        self.tracker = tracker
    }

    public var title: String { SystemStrings.notFound.text }

    public func didAppear() {
        tracker.track(.screenViewed(url: url))
    }

    public func didTapBack() {
        navigator.leave()
    }
}
