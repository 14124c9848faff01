/// The state behind one stack entry. The front end keeps it while the entry
/// lives, so going back finds it as it was left.
public protocol ScreenViewModelContract: AnyObject {
    /// What the breadcrumb calls this screen.
    var title: String { get }
    /// Whether work is under way that the screen waits for (drives the spinner and replay's settling).
    var isBusy: Bool { get }
    /// Whether keys typed at it act now, or wait for what it is loading.
    var readiness: ScreenReadiness { get }
    /// Called once, when the screen is first shown: start loads, track the view.
    func didAppear()
    /// Called once, when its stack entry is gone and Forward can no longer bring it back:
    /// cancel what is in flight.
    func didDisappear()
    /// The `challenge://` link of the record this screen has selected (a list's row, a
    /// detail's link) or else shows (a detail with no links), to copy; nil when there is none.
    var link: String? { get }
    /// The record in front (a list's selected row, a detail's own record) as any feature may
    /// know it: its link, title and kind; nil when there is none.
    var recordInFront: RecordInFront? { get }
    /// Called when `screen` is placed right above this one in its stack: pushed, brought back
    /// by Forward, or built with it by a deep link or a restore. A list selects the record
    /// that a detail of its own records shows, so the column beside it and what Back finds are
    /// the row that led there.
    func didPush(_ screen: any ScreenViewModelContract)
}

extension ScreenViewModelContract {
    public var isBusy: Bool { false }
    public var readiness: ScreenReadiness { .ready }
    public func didAppear() {}
    public func didDisappear() {}
    public var link: String? { nil }
    public var recordInFront: RecordInFront? { nil }
    public func didPush(_ screen: any ScreenViewModelContract) {}
}
