/// Which Outgoing destinations lead to a feature of this run. The app layer answers it
/// (it knows what is registered and what was left out with `--without`); a feature asks
/// before offering a way out, so nothing it shows leads only to Not Found because the
/// feature behind it is gone.
nonisolated public struct ReachableDestinations: Sendable {
    private let answer: @Sendable (any OutgoingNavigationContract) -> Bool

    /// Every destination is offered: the whole app, and screens built alone in tests.
    public static let all = ReachableDestinations { _ in true }

    public init(_ answer: @escaping @Sendable (any OutgoingNavigationContract) -> Bool) {
        self.answer = answer
    }

    /// False only when the destination would open a feature this run left out. One nothing
    /// is connected to stays offered: showing Not Found is then what it is for.
    public func contains(_ destination: any OutgoingNavigationContract) -> Bool {
        answer(destination)
    }
}
