/// Whether keys typed at a screen can act on it now: the front end holds the keys typed at a
/// screen that is loading what they act on (a list's first page, a detail's record), and hands
/// them over in order once it is there.
public enum ScreenReadiness: Equatable, Sendable {
    /// What keys act on is shown (or nothing more is coming).
    case ready
    /// What keys act on is on its way, and nothing is shown yet: keys typed now wait for it.
    case loading
    /// What keys would act on failed to come: keys that waited for it have nothing to act on.
    case failed
}
