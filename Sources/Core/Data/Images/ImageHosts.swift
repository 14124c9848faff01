/// The hosts pictures may come from: any (the default: a user's own catalog may serve its
/// pictures from 127.0.0.1), or only those a config names (`[images] hosts`). A name is a
/// host ("rickandmortyapi.com", "::1") or a host and port ("127.0.0.1:8080"), in any case.
nonisolated public struct ImageHosts: Sendable, Equatable {
    /// The names allowed; nil allows every host.
    public let names: [String]?

    public static let any = ImageHosts(names: nil)

    public init(names: [String]?) {
        self.names = names?.map { Self.plain($0) }
    }

    /// Whether a picture at `host` (on `port`, when the URL names one) may be fetched.
    public func allows(host: String, port: Int?) -> Bool {
        guard let names else { return true }
        let host = Self.plain(host)
        let shown = host.contains(":") ? "[\(host)]" : host
        return names.contains(host) || port.map { names.contains("\(shown):\($0)") } ?? false
    }

    /// Lower case, an IPv6 address's brackets taken off when no port follows them.
    private static func plain(_ name: String) -> String {
        let lowered = name.lowercased()
        guard lowered.hasPrefix("["), lowered.hasSuffix("]") else { return lowered }
        return String(lowered.dropFirst().dropLast())
    }
}
