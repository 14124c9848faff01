/// UTF-8 assembled by the app from the bytes ncurses reads (`wgetch`), rather than by ncurses's
/// wide-character reader: `wget_wch`, given a byte that cannot be UTF-8 (a Latin-1 paste, an Alt
/// key sent as an 8-bit byte), dropped the rest of the burst it came in, keys and a paste's start
/// with it. Here such a byte is U+FFFD and what follows it is read as itself.
nonisolated enum UTF8Input {
    /// How many bytes a character starting with `lead` takes; nil when none starts with it.
    static func length(ofLead lead: UInt8) -> Int? {
        switch lead {
        case 0x00...0x7F: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: nil
        }
    }

    /// Whether a byte continues a character (10xxxxxx).
    static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }

    /// The scalar `bytes` encode; U+FFFD when they encode no single one (cut short, an overlong
    /// form, a surrogate).
    static func scalar(_ bytes: [UInt8]) -> Unicode.Scalar {
        let decoded = String(decoding: bytes, as: UTF8.self).unicodeScalars
        guard decoded.count == 1, let scalar = decoded.first else { return "\u{FFFD}" }
        return scalar
    }
}
