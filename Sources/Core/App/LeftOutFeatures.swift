/// The features a run leaves out (`--without episode,location`), named by their link
/// hosts. The composition root builds the app without them; nothing else changes.
nonisolated public struct LeftOutFeatures: Equatable, Sendable {
    /// What may be left out: the composition root's features, in tab order. Not the fallback
    /// (`AppComposition.fallbackName`): it is what answers everything else.
    public static var known: [String] { AppComposition.features.map(\.host) }

    public let hosts: Set<String>

    public static let none = LeftOutFeatures(validated: [])

    private init(validated hosts: Set<String>) {
        self.hosts = hosts
    }

    /// A list such as `episode,location` (spaces and case ignored; `episodes` is taken for
    /// `episode`), naming some of `features`.
    /// An unknown name, the fallback's, or leaving out every tab is a one-line error.
    public init(parsing list: String, among features: [AppFeature] = AppComposition.features) throws {
        let known = features.map(\.host).joined(separator: ", ")
        var hosts = Set<String>()
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(part).trimmingWhitespace.lowercased()
            if name == AppComposition.fallbackName {
                throw Invalid("the system feature (Not Found, alerts) cannot be left out; known features: \(known)")
            }
            // A feature's host, or the plural its tab shows (`episodes`).
            let hostNames = features.map(\.host)
            guard let host = FeatureName.host(name, among: hostNames) else {
                guard !name.isEmpty else { throw Invalid("an empty name is no feature to leave out (known: \(known))") }
                throw Invalid(
                    "there is no feature \"\(UntrustedText.shown(name))\" to leave out"
                        + "\(FeatureName.didYouMean(name, among: hostNames)) (known: \(known))")
            }
            hosts.insert(host)
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
