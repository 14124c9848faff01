import FoundationEssentials

/// What a picture's first bytes say it is. Core never decodes; it only refuses an answer
/// that is plainly no JPEG (an HTML error page, a PNG, nothing) before it is kept.
nonisolated public enum ImageBytes {
    public enum Kind: Equatable, Sendable {
        case jpeg, png
    }

    /// The most bytes one picture may have: the API's avatars are about 15 kB (300×300).
    public static let maximumBytes = 2 << 20

    /// The kind the bytes start as; nil for anything else.
    public static func kind(of data: Data) -> Kind? {
        let start = Array(data.prefix(8))
        if start.count >= 3, start[0] == 0xFF, start[1] == 0xD8, start[2] == 0xFF { return .jpeg }
        if start == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return .png }
        return nil
    }

    /// Refuses what is no JPEG (the only kind drawn), saying what it looks like.
    public static func check(_ data: Data) throws(ImageError) {
        if data.isEmpty { throw .empty }
        if data.count > maximumBytes { throw .tooLarge(maximumBytes) }
        guard kind(of: data) != .jpeg else { return }
        throw .notAnImage(received(data))
    }

    /// What the bytes are, in words: a known format by its signature, text by its start, or the
    /// first bytes in hex.
    static func received(_ data: Data) -> String {
        let start = Array(data.prefix(16))
        func starts(_ text: String, at offset: Int = 0) -> Bool {
            start.count >= offset + text.utf8.count
                && Array(start[offset..<offset + text.utf8.count]) == Array(text.utf8)
        }
        if kind(of: data) == .png { return "it is a PNG picture" }
        if starts("GIF8") { return "it is a GIF picture" }
        if starts("RIFF"), starts("WEBP", at: 8) { return "it is a WebP picture" }
        let text = String(decoding: data.prefix(64), as: UTF8.self).trimmingWhitespace.lowercased()
        if text.hasPrefix("<svg") || text.hasPrefix("<?xml") { return "it looks like SVG or XML" }
        if text.hasPrefix("<") { return "it looks like HTML" }
        if text.hasPrefix("{") || text.hasPrefix("[") { return "it looks like JSON" }
        let hex = start.prefix(8).map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }
        return "it starts with the bytes \(hex.joined(separator: " "))"
    }
}
