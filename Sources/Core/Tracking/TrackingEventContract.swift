/// Something that happened, named for analytics: a name and flat string properties.
nonisolated public protocol TrackingEventContract: Sendable {
    var name: String { get }
    var properties: [String: String] { get }
}
