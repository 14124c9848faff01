/// Why no screen answers a link, in one line a person reads on Not Found: the link is not
/// one, no feature of this run answers its host, its id is not an id, or its feature has no
/// such screen (then the feature's own links are named).
nonisolated public enum UnresolvedLink {
    public static func reason(_ link: String, handlers: [any DeepLinkHandlerContract]) -> String {
        if let problem = DeepLink.problem(in: link) {
            let text = String(describing: problem)
            return text.prefix(1).uppercased() + text.dropFirst() + "."
        }
        guard let parsed = DeepLink.parse(link) else {
            return "It is not a \(DeepLink.scheme):// link."
        }
        guard let handler = handlers.first(where: { $0.host == parsed.host }) else {
            return "No feature of this app answers \"\(parsed.host)\"."
        }
        if parsed.path.count == 2, parsed.path[0] == "detail", DeepLink.identifier(parsed.path[1]) == nil {
            let ids = DeepLink.identifiers
            let article = parsed.host.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            return "\(UntrustedText.shown(parsed.path[1], limit: 40)) is not \(article) \(parsed.host) id; "
                + "ids are \(ids.lowerBound) to \(ids.upperBound)."
        }
        let path = "/" + parsed.path.joined(separator: "/")
        return "The \(parsed.host) feature has no screen at \(UntrustedText.shown(path, limit: 60)); "
            + "it answers \(handler.links.joined(separator: ", "))."
    }
}
