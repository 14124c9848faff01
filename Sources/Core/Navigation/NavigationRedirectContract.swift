/// Connects one feature's Outgoing destinations to another feature's Incoming ones.
nonisolated public protocol NavigationRedirectContract: Sendable {
    /// The Incoming destination for an Outgoing one, or nil when nothing is connected.
    func redirect(_ navigation: any OutgoingNavigationContract) -> (any IncomingNavigationContract)?
}
