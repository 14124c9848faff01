import Core

/// A config's `[images]`: whether records' pictures are shown (`--no-images` wins), the
/// protocol that draws them, and how many megabytes the disk cache keeps.
nonisolated package struct ImageSettings: Sendable, Equatable {
    var show = true
    var drawing = PictureProtocol.auto
    /// The disk cache's bound, in megabytes.
    var cacheMegabytes = ImageDiskCache.defaultMaximumBytes >> 20

    var cacheBytes: Int { cacheMegabytes << 20 }

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
        default:
            throw UserConfig.unknown(entry.key, as: "key", in: "images", known: ["show", "protocol", "cache_mb"])
        }
    }
}
