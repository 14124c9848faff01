import FoundationEssentials

/// The one parse every link goes through, whichever way it came in (`:`, `--open`, the
/// socket, replay `Open`, a restored file).
///
/// A link is `challenge://HOST/SEGMENT/…`, at most `maximumLength` UTF-8 bytes. Spaces,
/// tabs and line breaks around it are trimmed; nothing else is. Inside it every byte is
/// printable ASCII: anything else (a control, U+FEFF, a raw non-ASCII letter) makes it
/// no link. The scheme and host are case-insensitive; the host is letters, digits, `-`
/// and `.`. Segments are percent-decoded strictly: `%` takes two hex digits and the bytes
/// must be UTF-8 without controls. Empty segments are dropped; a query or fragment is
/// ignored.
public enum DeepLink {
    public static let scheme = "challenge"

    /// The link of a feature's record: `challenge://{host}/detail/{id}`.
    public static func detailLink(host: String, id: Int) -> String {
        "\(scheme)://\(host)/detail/\(id)"
    }
    /// The longest link, in UTF-8 bytes, that any way in accepts (`:`, `--open`, the socket).
    public static let maximumLength = 4096

    /// A link that passed the parse.
    public struct Parsed: Hashable, Sendable {
        /// Lowercased.
        public let host: String
        /// Decoded, empty ones dropped.
        public let path: [String]
        /// The link as a URL, for handlers.
        public let url: URL
    }

    public static func parse(_ link: String) -> Parsed? {
        let trimmed = link.trimmingScalars { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let bytes = Array(trimmed.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumLength, bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            return nil
        }
        guard let separator = trimmed.firstRange(of: "://"),
            trimmed[..<separator.lowerBound].lowercased() == scheme
        else { return nil }
        var rest = Substring(trimmed[separator.upperBound...])
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        guard let hostPart = parts.first, !hostPart.isEmpty,
            hostPart.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." })
        else { return nil }
        var path: [String] = []
        for segment in parts.dropFirst() where !segment.isEmpty {
            guard let decoded = percentDecoded(segment) else { return nil }
            path.append(decoded)
        }
        guard let url = URL(string: trimmed) else { return nil }
        return Parsed(host: hostPart.lowercased(), path: path, url: url)
    }

    /// A record id in a link: a positive decimal of at most nine digits ("+1", "0x1",
    /// "1e3" are not ids). Saved files accept the same ids.
    public static func identifier(_ text: String) -> Int? {
        guard (1...9).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let id = Int(text), id > 0
        else { return nil }
        return id
    }

    /// Path components of a parsed link's URL (decoded strictly, empty parts dropped).
    public static func pathComponents(of url: URL) -> [String] {
        parse(url.absoluteString)?.path ?? []
    }

    private static func percentDecoded(_ segment: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = segment.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(byte)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self),
            !text.unicodeScalars.contains(where: {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{FEFF}"
            })
        else { return nil }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
