/// A case-insensitive substring search, as the public API searches names. ASCII text
/// (nearly every name) is compared byte by byte without allocating; anything else falls
/// back to lowercased strings.
nonisolated struct Needle: Sendable {
    private let text: String
    private let lowered: String
    private let asciiBytes: [UInt8]?

    /// The text is trimmed; an empty needle is found in everything.
    init(_ text: String) {
        self.text = text.trimmingWhitespace
        lowered = self.text.lowercased()
        asciiBytes = lowered.utf8.allSatisfy { $0 < 0x80 } ? Array(lowered.utf8) : nil
    }

    var isEmpty: Bool { text.isEmpty }

    /// Whether every name this needle is found in holds `shorter` too, so a search for this
    /// one need only look among `shorter`'s matches: both are ASCII, and `shorter` is in this.
    func narrows(_ shorter: Needle) -> Bool {
        asciiBytes != nil && shorter.asciiBytes != nil && shorter.isFound(in: text)
    }

    func isFound(in haystack: String) -> Bool {
        if text.isEmpty { return true }
        guard asciiBytes != nil else { return haystack.lowercased().contains(lowered) }
        if let found = haystack.utf8.withContiguousStorageIfAvailable(isFound(inUTF8:)) { return found }
        var copy = haystack
        return copy.withUTF8(isFound(inUTF8:))
    }

    /// Whether the needle is in the text whose UTF-8 `bytes` are given.
    func isFound(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if text.isEmpty { return true }
        guard let needle = asciiBytes else {
            return String(decoding: bytes, as: UTF8.self).lowercased().contains(lowered)
        }
        guard bytes.count >= needle.count else { return false }
        // Non-ASCII bytes in the haystack never equal an ASCII needle byte, so this stays exact.
        outer: for start in 0...(bytes.count - needle.count) {
            for offset in 0..<needle.count where Self.lower(bytes[start + offset]) != needle[offset] {
                continue outer
            }
            return true
        }
        return false
    }

    /// Whether `value` equals `lowercase` (already lowercased) in any case.
    static func equalIgnoringCase(_ value: String, _ lowercase: String) -> Bool {
        value.utf8.count == lowercase.utf8.count && value.lowercased() == lowercase
    }

    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
