import Core

/// A config's `[images]`: whether records' pictures are shown (`--no-images` wins), the
/// protocol that draws them, how many megabytes the disk cache keeps, and the hosts pictures
/// may come from (any, unless named).
nonisolated package struct ImageSettings: Sendable, Equatable {
    var show = true
    var drawing = PictureProtocol.auto
    /// The disk cache's bound, in megabytes.
    var cacheMegabytes = ImageDiskCache.defaultMaximumBytes >> 20
    /// `hosts`: the hosts pictures may come from; every host when not set.
    var hosts = ImageHosts.any

    var cacheBytes: Int { cacheMegabytes << 20 }

    /// What `config --check` adds to its "ok": a setting that passes yet shows no picture.
    var note: String? {
        hosts.names?.isEmpty == true ? "[images] hosts = [] lets pictures come from no host" : nil
    }

    mutating func set(_ entry: ConfigTOML.Entry) throws(UserConfig.Problem) {
        switch entry.key {
        case "show":
            guard case .boolean(let value) = entry.value else {
                throw UserConfig.Problem("show takes true or false; found \(entry.value.kind)")
            }
            show = value
        case "protocol":
            let text = try UserConfig.string(entry)
            guard let wanted = PictureProtocol(rawValue: text.lowercased()) else {
                let names = PictureProtocol.allCases.map(\.rawValue).joined(separator: ", ")
                throw UserConfig.Problem("protocol is \(names); found \"\(UntrustedText.shown(text))\"")
            }
            drawing = wanted
        case "cache_mb": cacheMegabytes = try UserConfig.integer(entry, in: 0...100_000)
        case "hosts":
            guard case .strings(let names) = entry.value else {
                throw UserConfig.Problem(
                    "hosts takes a list of host names, e.g. [\"rickandmortyapi.com\"]; found \(entry.value.kind)")
            }
            // A name is matched whole: a pattern would match no host, and pictures would come from none.
            if let pattern = names.first(where: { $0.contains("*") || $0.contains("?") }) {
                throw UserConfig.Problem(
                    "hosts takes no patterns: \"\(UntrustedText.shown(pattern))\" is no host "
                        + "(leave hosts out to let pictures come from any)")
            }
            if let bad = names.first(where: { $0.isEmpty || $0.contains("/") || $0.contains(where: \.isWhitespace) }) {
                throw UserConfig.Problem(
                    "hosts names hosts, as \"rickandmortyapi.com\" or \"127.0.0.1:8080\"; found \"\(UntrustedText.shown(bad))\""
                )
            }
            hosts = ImageHosts(names: names)
        default:
            throw UserConfig.unknown(
                entry.key, as: "key", in: "images", known: ["show", "protocol", "cache_mb", "hosts"])
        }
    }
}
