/// Why no screen answers a link, in one line a person reads on Not Found: the link is not
/// one, no feature of this run answers its host, its id is not an id, or its feature has no
/// such screen (then the feature's own links are named).
nonisolated public enum UnresolvedLink {
    public static func reason(_ link: String, handlers: [any DeepLinkHandlerContract]) -> String {
        if let problem = DeepLink.problem(in: link) {
            let text = problem.shown
            return text.prefix(1).uppercased() + text.dropFirst() + "."
        }
        guard let parsed = DeepLink.parse(link) else { return unparsed(link) }
        guard let handler = handlers.first(where: { $0.host == parsed.host }) else {
            return NavigationStrings.noHost.text(["host": parsed.host])
        }
        if parsed.path.count == 2, parsed.path[0] == "detail", DeepLink.identifier(parsed.path[1]) == nil {
            let ids = DeepLink.identifiers
            let vowel = parsed.host.first.map { "aeiou".contains($0) } == true
            return (vowel ? NavigationStrings.notAnID : NavigationStrings.notAID).text([
                // The host as its feature names one record ("personaje"); in English, the host.
                "id": UntrustedText.shown(parsed.path[1], limit: 40),
                "host": RecordWords.one(host: parsed.host, one: parsed.host).text,
                "low": "\(ids.lowerBound)", "high": "\(ids.upperBound)",
            ])
        }
        let path = "/" + parsed.path.joined(separator: "/")
        return NavigationStrings.noScreen.text([
            "host": parsed.host, "path": UntrustedText.shown(path, limit: 60),
            "links": handler.links.joined(separator: ", "),
        ])
    }

    /// Why a link of printable ASCII does not parse: another scheme, a host that is no name,
    /// or a `%` escape that is not one (each said "not a challenge:// link" before).
    private static func unparsed(_ link: String) -> String {
        let scheme = "\(DeepLink.scheme)://"
        let trimmed = link.trimmingWhitespace
        guard trimmed.lowercased().hasPrefix(scheme) else { return NavigationStrings.notALink.text(["scheme": scheme]) }
        let rest = trimmed.dropFirst(scheme.count).prefix { $0 != "?" && $0 != "#" }
        let host = rest.prefix { $0 != "/" }
        guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }) else {
            return NavigationStrings.hostNoName.text([
                "host": UntrustedText.shown(String(host), limit: 40), "scheme": scheme,
            ])
        }
        if rest.contains("%") {
            return NavigationStrings.badEscape.text
        }
        return NavigationStrings.notALink.text(["scheme": scheme])
    }
}
