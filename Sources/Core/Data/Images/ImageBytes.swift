import FoundationEssentials

/// What a picture's first bytes say it is. Core never decodes; it only refuses an answer
/// that is plainly no picture (an HTML error page, nothing) before it is kept.
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

    /// Refuses what is no picture, saying what it looks like.
    public static func check(_ data: Data) throws(ImageError) {
        if data.isEmpty { throw .empty }
        if data.count > maximumBytes { throw .tooLarge(maximumBytes) }
        guard kind(of: data) == nil else { return }
        let text = String(decoding: data.prefix(64), as: UTF8.self).trimmingWhitespace.lowercased()
        throw .notAnImage(text.hasPrefix("<") ? "it looks like HTML" : "it starts with unknown bytes")
    }
}
