import FoundationEssentials

/// The one parse every link goes through, whichever way it came in (`:`, `--open`, the
/// socket, replay `Open`, a restored file).
///
/// A link is `challenge://HOST/SEGMENT/…`, at most `maximumLength` UTF-8 bytes. Spaces,
/// tabs and line breaks around it are trimmed; nothing else is. Inside it every byte is
/// printable ASCII: anything else (a control, U+FEFF, a raw non-ASCII letter) makes it
/// no link, and `problem(in:)` says which, for the ways in that answer in a line. The
/// scheme and host are case-insensitive; the host is letters, digits, `-` and `.`.
/// Segments are percent-decoded strictly: `%` takes two hex digits and the bytes must be
/// UTF-8 without controls. Empty segments are dropped; a query or fragment is ignored.
nonisolated public enum DeepLink {
    public static let scheme = "challenge"

    /// The link of a feature's record: `challenge://{host}/detail/{id}`.
    public static func detailLink(host: String, id: Int) -> String {
        "\(scheme)://\(host)/detail/\(id)"
    }
    /// The longest link, in UTF-8 bytes, that any way in accepts (`:`, `--open`, the socket).
    public static let maximumLength = 4096

    /// Why a text is no link whatever it names, said in one line: `--open`, `challenge open`
    /// and a tape's `Open` refuse such a text instead of opening Not Found (or, over the
    /// socket's line protocol, the part before a line break).
    /// Its `description` is English (the command line, the socket); `shown` is in the language
    /// shown (Not Found).
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible, ShownError {
        case empty
        case tooLong(bytes: Int)
        /// A character a link cannot hold raw, at `position` (in characters, from 1).
        case character(Unicode.Scalar, position: Int)

        public var description: String { said(by: .english) }

        public var shown: String { said(by: .current) }

        private func said(by localizer: Localizer) -> String {
            typealias Words = NavigationStrings
            switch self {
            case .empty:
                return localizer.text(Words.linkEmpty)
            case .tooLong(let bytes):
                return Localizer.fill(
                    localizer.text(Words.linkTooLong), ["bytes": "\(bytes)", "maximum": "\(DeepLink.maximumLength)"])
            case .character(" ", let position):
                return Localizer.fill(localizer.text(Words.linkSpace), ["position": "\(position)"])
            case .character(let scalar, let position):
                let escaped = UntrustedText.escaped(scalar)
                if let name = Self.controlName(scalar) {
                    return Localizer.fill(
                        localizer.text(Words.linkControl),
                        ["name": localizer.text(name), "escaped": escaped, "position": "\(position)"])
                }
                let shown = UntrustedText.isHidden(scalar) ? escaped : "\(scalar) (\(escaped))"
                return Localizer.fill(localizer.text(Words.linkNonASCII), ["shown": shown, "position": "\(position)"])
            }
        }

        private static func controlName(_ scalar: Unicode.Scalar) -> LocalizedString? {
            switch scalar.value {
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: NavigationStrings.lineBreak
            case 0x09: NavigationStrings.tab
            case 0x1B: NavigationStrings.escapeCharacter
            // What a byte that is not UTF-8 becomes on the way in (an argument, the socket).
            case 0xFFFD: NavigationStrings.notUTF8
            case 0x00...0x1F, 0x7F...0x9F: NavigationStrings.controlCharacter
            default: nil
            }
        }
    }

    /// The link without the spaces, tabs and line breaks around it (all a parse trims).
    public static func trimmed(_ link: String) -> String {
        link.trimmingScalars { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    }

    /// Why the text can be no link at all (empty, too long, a character no link holds),
    /// or nil when it may be one; whether it names a screen is `parse`'s and the features' answer.
    public static func problem(in link: String) -> Problem? {
        let trimmed = Self.trimmed(link)
        let bytes = trimmed.utf8.count
        guard bytes > 0 else { return .empty }
        guard bytes <= maximumLength else { return .tooLong(bytes: bytes) }
        // Printable ASCII: nothing to name (the fast path of every link that is one).
        if trimmed.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) { return nil }
        let first = trimmed.unicodeScalars.enumerated().first { !(0x21...0x7E).contains($0.element.value) }
        return first.map { .character($0.element, position: $0.offset + 1) }
    }

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
        guard problem(in: link) == nil else { return nil }
        let trimmed = Self.trimmed(link)
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

    /// The ids a link can name: a catalog's records must have one of them to be reached.
    public static let identifiers = 1...999_999_999

    /// A record id in a link: a positive decimal of at most nine digits ("+1", "0x1",
    /// "1e3" are not ids). Saved files accept the same ids.
    public static func identifier(_ text: String) -> Int? {
        guard (1...9).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let id = Int(text), identifiers.contains(id)
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
