import FoundationEssentials

/// Turns a feature's deep links (`challenge://{host}/{path}`) into destinations.
nonisolated public protocol DeepLinkHandlerContract: Sendable {
    var scheme: String { get }
    var host: String { get }
    /// The links it resolves, as help lists them (`{id}` stands for a record's id).
    var links: [String] { get }
    /// The screens a user would have walked to reach the link, or nil when the
    /// path is not one this feature knows.
    func resolve(_ url: URL) -> DeepLinkDestination?
}

nonisolated extension DeepLinkHandlerContract {
    public var scheme: String { DeepLink.scheme }

    /// Whether this handler is the one for a URL: it passes `DeepLink.parse` and names
    /// this host (case-insensitive).
    public func handles(_ url: URL) -> Bool {
        DeepLink.parse(url.absoluteString)?.host == host
    }
}
