/// A type-erased destination, so one stack can hold every feature's destinations.
nonisolated public struct AnyNavigation: NavigationContract, CustomStringConvertible {
    /// The destination itself, for the feature that owns its type to cast back.
    public let wrapped: any NavigationContract

    public init(_ navigation: any NavigationContract) {
        if let already = navigation as? AnyNavigation {
            self = already
        } else {
            self.wrapped = navigation
        }
    }

    public static func == (lhs: AnyNavigation, rhs: AnyNavigation) -> Bool {
        AnyHashable(lhs.wrapped) == AnyHashable(rhs.wrapped)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(wrapped))
    }

    public var description: String { String(describing: wrapped) }
}
