/// A destination: a value a navigator can push or present.
///
/// Destinations are data, so a stack of them can be compared, logged, saved and restored.
nonisolated public protocol NavigationContract: Hashable, Sendable {}

/// A destination a feature owns and knows how to build.
nonisolated public protocol IncomingNavigationContract: NavigationContract {}

/// A destination a feature wants to reach outside itself; the app layer redirects it.
nonisolated public protocol OutgoingNavigationContract: NavigationContract {}
