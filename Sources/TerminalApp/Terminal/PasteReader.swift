import Glibc

/// A bracketed paste's bytes after its start marker, taken in pieces as large as they come, up
/// to its end marker: the first `BracketedPaste.maximumKept` characters are kept, the rest is
/// dropped as bytes, never decoded.
nonisolated struct PasteReader {
    private static let end = Array(BracketedPaste.end.utf8)
    /// Enough bytes for the characters kept (four at most a character), and one cut short.
    private static let keptBytes = BracketedPaste.maximumKept * 4 + 4
    private var kept: [UInt8] = []
    /// How many bytes of the end marker the last piece ended with.
    private var matched = 0

    /// Takes the next piece; returns how many of its bytes were the paste's, through its end
    /// marker, when the paste ended in it (the rest is what came after), nil when it goes on.
    mutating func take(_ piece: ArraySlice<UInt8>) -> Int? {
        piece.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return nil }
            var index = 0
            while index < bytes.count {
                if matched == 0 {
                    // Text up to the next ESC, kept as far as it fits.
                    let found = memchr(base + index, 0x1B, bytes.count - index)
                    let escape = found.map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? bytes.count
                    keep(bytes[index..<escape])
                    index = escape
                    guard index < bytes.count else { break }
                }
                let byte = bytes[index]
                index += 1
                if byte == Self.end[matched] {
                    matched += 1
                    if matched == Self.end.count {
                        matched = 0
                        return index
                    }
                } else {
                    // What looked like the end marker was text.
                    keep(Self.end[0..<matched])
                    matched = byte == Self.end[0] ? 1 : 0
                    if matched == 0 { keep([byte][...]) }
                }
            }
            return nil
        }
    }

    private mutating func keep<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let room = Self.keptBytes - kept.count
        guard room > 0 else { return }
        kept += bytes.prefix(room)
    }

    /// The paste so far as a key (what a paste never ended leaves too): nil when it is empty.
    var key: Key? {
        var all = kept
        all += Self.end[0..<matched]
        let text = String(String(decoding: all, as: UTF8.self).unicodeScalars.prefix(BracketedPaste.maximumKept))
        return text.isEmpty ? nil : .paste(text)
    }
}
