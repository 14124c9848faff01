import FoundationEssentials

/// A content feature's links: `challenge://{host}/list`, `challenge://{host}/detail/{id}` and
/// `challenge://{host}/filter`. Each builds the stack a user would have walked: a detail or the
/// Filter sits on the list.
nonisolated public struct RecordDeepLinkHandler<Kind: RecordKind>: DeepLinkHandlerContract {
    public var host: String { Kind.host }
    public var links: [String] {
        ["list", "detail/{id}", "filter"].map { "\(scheme)://\(host)/\($0)" }
    }

    /// The link that opens a record's detail.
    public static func detailLink(id: Int) -> String {
        DeepLink.detailLink(host: Kind.host, id: id)
    }

    public init() {}

    public func resolve(_ url: URL) -> DeepLinkDestination? {
        guard handles(url) else { return nil }
        let list = RecordIncomingNavigation<Kind>.list
        switch DeepLink.pathComponents(of: url) {
        case ["list"]:
            return DeepLinkDestination(stack: [list])
        case let parts where parts.count == 2 && parts[0] == "detail":
            guard let id = DeepLink.identifier(parts[1]) else { return nil }
            return DeepLinkDestination(stack: [list, RecordIncomingNavigation<Kind>.detail(identifier: id)])
        case ["filter"]:
            let filter = RecordIncomingNavigation<Kind>.filter(FilterRequest(current: .none, onApply: nil))
            return DeepLinkDestination(
                stack: [list], modal: .init(filter, style: RecordListNavigator<Kind>.filterStyle))
        default:
            return nil
        }
    }
}
