/// The features a run leaves out (`--without episode,location`), named by their link
/// hosts. The composition root builds the app without them; nothing else changes.
public struct LeftOutFeatures: Equatable, Sendable {
    /// What may be left out: the composition root's features, in tab order. Not `system`:
    /// it is the fallback for everything.
    public static var known: [String] { AppComposition.features.map(\.host) }

    public let hosts: Set<String>

    public static let none = LeftOutFeatures(validated: [])

    private init(validated hosts: Set<String>) {
        self.hosts = hosts
    }

    /// A list such as `episode,location` (spaces and case ignored), naming some of `features`.
    /// An unknown name, `system`, or leaving out every tab is a one-line error.
    public init(parsing list: String, among features: [AppFeature] = AppComposition.features) throws {
        let known = features.map(\.host).joined(separator: ", ")
        var hosts = Set<String>()
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(part).trimmingWhitespace.lowercased()
            if name == "system" {
                throw Invalid("the system feature (Not Found, alerts) cannot be left out; known features: \(known)")
            }
            guard features.contains(where: { $0.host == name }) else {
                guard !name.isEmpty else { throw Invalid("an empty name is no feature to leave out (known: \(known))") }
                throw Invalid("there is no feature \"\(UntrustedText.shown(name))\" to leave out (known: \(known))")
            }
            hosts.insert(name)
        }
        let tabs = features.filter { $0.tab != nil }.map(\.host)
        guard tabs.contains(where: { !hosts.contains($0) }) else {
            throw Invalid(
                "leaving out every feature leaves no tab to show; keep at least one of \(tabs.joined(separator: ", "))"
            )
        }
        self.hosts = hosts
    }

    public func contains(_ host: String) -> Bool { hosts.contains(host) }

    public struct Invalid: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
