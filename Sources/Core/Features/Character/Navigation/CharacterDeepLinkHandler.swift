import FoundationEssentials

/// `challenge://character/list`, `challenge://character/detail/{id}`, `challenge://character/filter`.
/// Each builds the stack a user would have walked: a detail sits on the list.
public struct CharacterDeepLinkHandler: DeepLinkHandlerContract {
    public let host = "character"
    public var links: [String] {
        ["challenge://character/list", "challenge://character/detail/{id}", "challenge://character/filter"]
    }

    /// The link that opens a character's detail.
    public static func detailLink(id: Int) -> String {
        DeepLink.detailLink(host: Self().host, id: id)
    }

    public init() {}

    public func resolve(_ url: URL) -> DeepLinkDestination? {
        guard handles(url) else { return nil }
        let list = CharacterIncomingNavigation.list
        switch DeepLink.pathComponents(of: url) {
        case ["list"]:
            return DeepLinkDestination(stack: [list])
        case let parts where parts.count == 2 && parts[0] == "detail":
            guard let id = Self.identifier(parts[1]) else { return nil }
            return DeepLinkDestination(stack: [list, CharacterIncomingNavigation.detail(identifier: id)])
        case ["filter"]:
            let filter = CharacterIncomingNavigation.filter(FilterRequest(current: .none, onApply: nil))
            return DeepLinkDestination(stack: [list], modal: .init(filter, style: CharacterListNavigator.filterStyle))
        default:
            return nil
        }
    }

    /// A positive decimal id of at most nine digits (`DeepLink.identifier`).
    static func identifier(_ text: String) -> Int? {
        DeepLink.identifier(text)
    }
}
