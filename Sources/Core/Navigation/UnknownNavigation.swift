/// Where navigation lands when nothing handles a destination.
nonisolated public enum UnknownNavigation: IncomingNavigationContract {
    /// An Outgoing destination that no redirect connects.
    case notFound
    /// A deep link no feature resolves; carries the link as it arrived.
    case unresolvedLink(String)
    /// A destination no feature of this run builds (its feature was left out with
    /// `--without`); carries the destination's name, so Not Found can say what was asked.
    case unbuilt(String)
}
