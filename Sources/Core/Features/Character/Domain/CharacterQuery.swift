/// One request for a page of characters: a name search, a filter and a page number (1-based).
public struct CharacterQuery: Hashable, Sendable {
    public var name: String
    public var filter: CharacterFilter
    public var page: Int

    public init(name: String = "", filter: CharacterFilter = .none, page: Int = 1) {
        self.name = name
        self.filter = filter
        self.page = page
    }

    public static let pageSize = 20

    /// Whether a character matches, with the public API's semantics: name, species and
    /// type are case-insensitive substrings; status and gender are exact, case-insensitive.
    public func matches(_ character: CharacterModel) -> Bool {
        makeMatcher()(character)
    }

    /// A matcher with the query's text prepared once, for running over a whole catalog.
    public func makeMatcher() -> (CharacterModel) -> Bool {
        let name = Needle(self.name)
        let species = Needle(filter.species)
        let type = Needle(filter.type)
        let status = filter.status?.rawValue
        let gender = filter.gender?.rawValue
        return { character in
            if let status, !Needle.equalIgnoringCase(character.status, status) { return false }
            if let gender, !Needle.equalIgnoringCase(character.gender, gender) { return false }
            return name.isFound(in: character.name) && species.isFound(in: character.species)
                && type.isFound(in: character.type)
        }
    }

    /// The same query on another page.
    public func onPage(_ page: Int) -> CharacterQuery {
        var copy = self
        copy.page = page
        return copy
    }
}

/// A case-insensitive substring search. ASCII text (nearly every name) is compared
/// byte by byte without allocating; anything else falls back to lowercased strings.
struct Needle {
    private let text: String
    private let lowered: String
    private let asciiBytes: [UInt8]?

    init(_ text: String) {
        self.text = text.trimmingWhitespace
        lowered = self.text.lowercased()
        asciiBytes = lowered.utf8.allSatisfy { $0 < 0x80 } ? Array(lowered.utf8) : nil
    }

    func isFound(in haystack: String) -> Bool {
        if text.isEmpty { return true }
        guard let needle = asciiBytes else { return haystack.lowercased().contains(lowered) }
        var haystack = haystack
        return haystack.withUTF8 { bytes in
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
    }

    static func equalIgnoringCase(_ value: String, _ lowercase: String) -> Bool {
        value.utf8.count == lowercase.utf8.count && value.lowercased() == lowercase
    }

    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
