/// Fuzzy matching over many titles, fast enough to run on every keystroke over a whole
/// catalog: the query's letters must appear in the title in order, not side by side
/// (`rck snchz` finds "Rick Sanchez"). Letters at the start of a word, letters in a row,
/// short gaps, an early first match and a short title rank higher.
///
/// A title where each word of the query starts a word, in order ("rick" in "Pickle Rick"),
/// ranks above every other; first among these a title that is just the query's words
/// ("Rick Sanchez" before "Rick D. Sanchez III"). Otherwise these tie, so they come in
/// index order (the caller adds recency). When nothing matches, `matchesForgivingOneTypo` allows one wrong, extra or
/// swapped letter, where the rest of the query stands together in the title as typed.
///
/// Matching ignores ASCII case and spaces in the query. All titles are folded once into
/// one buffer, so a search walks bytes without allocating per title.
nonisolated public struct FuzzyIndex: Sendable {
    private let folded: [UInt8]
    /// Where each title starts in `folded`; one more than the titles, the last is the end.
    private let starts: [Int32]

    public init(titles: some Sequence<String>) {
        var folded: [UInt8] = []
        var starts: [Int32] = [0]
        for title in titles {
            let copied: Void? = title.utf8.withContiguousStorageIfAvailable { bytes in
                for byte in bytes { folded.append(Self.fold(byte)) }
            }
            if copied == nil {
                for byte in title.utf8 { folded.append(Self.fold(byte)) }
            }
            starts.append(Int32(folded.count))
        }
        self.folded = folded
        self.starts = starts
    }

    public var count: Int { starts.count - 1 }

    /// A query as the index compares it: folded, spaces dropped.
    public struct Query: Equatable, Sendable {
        let bytes: [UInt8]
        /// The query's words, for the word-start rank.
        let words: [[UInt8]]

        public init(_ text: String) {
            let words = text.utf8.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.map {
                $0.map(FuzzyIndex.fold)
            }
            self.words = words
            bytes = words.flatMap { $0 }
        }

        init(bytes: [UInt8]) {
            self.bytes = bytes
            self.words = []
        }

        public var isEmpty: Bool { bytes.isEmpty }

        /// Whether every title this query matches is among those `other` matched (it
        /// holds `other`'s letters in order), so a search can start from those.
        public func narrows(_ other: Query) -> Bool {
            var index = bytes.startIndex
            for byte in other.bytes {
                guard let found = bytes[index...].firstIndex(of: byte) else { return false }
                index = found + 1
            }
            return true
        }
    }

    /// The score of every title whose words the query's words start, in order: above any other.
    public static let wordStartScore: Int32 = 1 << 20
    /// Added when the first of those words is the title's own start ("rick": "Rick Prime"
    /// before "Pickle Rick"). Larger than what a caller adds to order equals.
    public static let titleStartBonus: Int32 = 1 << 18
    /// Added when the title is the query's words and nothing more. Also larger than what a
    /// caller adds to order equals.
    public static let exactTitleBonus: Int32 = 1 << 17

    /// The titles matching `query` with their scores, among `candidates` (all when nil).
    public func matches(_ query: Query, among candidates: [Int32]? = nil) -> [(index: Int32, score: Int32)] {
        var found: [(index: Int32, score: Int32)] = []
        folded.withUnsafeBufferPointer { text in
            starts.withUnsafeBufferPointer { starts in
                query.bytes.withUnsafeBufferPointer { bytes in
                    func match(_ index: Int) {
                        let start = Int(starts[index])
                        let end = Int(starts[index + 1])
                        guard let score = Self.score(text, start, end, bytes) else { return }
                        let wordStarts = query.words.isEmpty ? nil : Self.wordStarts(text, start, end, query.words)
                        let exact = wordStarts != nil && Self.isOnly(bytes.count, text, start, end)
                        let wordStartScore = wordStarts.map {
                            Self.wordStartScore + ($0 ? Self.titleStartBonus : 0) + (exact ? Self.exactTitleBonus : 0)
                        }
                        found.append((Int32(index), wordStartScore ?? score))
                    }
                    if let candidates {
                        for index in candidates { match(Int(index)) }
                    } else {
                        for index in 0..<(starts.count - 1) { match(index) }
                    }
                }
            }
        }
        return found
    }

    /// The titles `query` matches with one letter left out of it (which forgives a wrong,
    /// an extra or a swapped letter; a missing one never stops a match), each with its best
    /// score. A pass per letter: meant for when `matches` found nothing, on queries of 4 to
    /// 16 letters (shorter ones would match nearly anything). The letters left must stand
    /// together in the title, spaces aside, with at most one other letter among them (where
    /// the typo was): scattered as `matches` allows, six letters of seven fit nearly any
    /// long title ("citadel" found "Crystal Dealer").
    public func matchesForgivingOneTypo(_ query: Query) -> [(index: Int32, score: Int32)] {
        let bytes = query.bytes
        guard (4...16).contains(bytes.count) else { return [] }
        var best: [Int32: Int32] = [:]
        var tried = Set<[UInt8]>()
        for left in bytes.indices {
            var shorter = bytes
            shorter.remove(at: left)
            guard tried.insert(shorter).inserted else { continue }
            for match in matches(Query(bytes: shorter)) where holdsTogether(match.index, shorter) {
                best[match.index] = max(best[match.index] ?? .min, match.score)
            }
        }
        return best.map { ($0.key, $0.value) }.sorted { $0.index < $1.index }
    }

    /// The best `limit` of `matches`, best first (equal scores keep index order).
    public static func best(_ matches: [(index: Int32, score: Int32)], limit: Int) -> [Int32] {
        guard limit > 0 else { return [] }
        var top: [(index: Int32, score: Int32)] = []
        top.reserveCapacity(limit + 1)
        for match in matches {
            if top.count == limit, let last = top.last, match.score <= last.score { continue }
            // Binary search for the first entry scoring lower: later equal scores go after.
            var low = 0
            var high = top.count
            while low < high {
                let middle = (low + high) / 2
                if top[middle].score >= match.score { low = middle + 1 } else { high = middle }
            }
            top.insert(match, at: low)
            if top.count > limit { top.removeLast() }
        }
        return top.map(\.index)
    }

    /// Where a query's letters fall in a title, as character offsets, the way `matches`
    /// finds them (for highlighting); as many as are found when the title (or the part of
    /// it shown) holds only some of them.
    public static func matchedCharacters(of query: Query, in title: String) -> [Int] {
        var offsets: [Int] = []
        var next = 0
        let bytes = query.bytes
        guard !bytes.isEmpty else { return [] }
        for (offset, character) in title.enumerated() {
            var matched = false
            for byte in character.utf8 {
                guard next < bytes.count else { break }
                if fold(byte) == bytes[next] {
                    next += 1
                    matched = true
                }
            }
            if matched { offsets.append(offset) }
            if next == bytes.count { return offsets }
        }
        return offsets
    }

    // MARK: Private

    /// Whether title `index` holds `query`'s letters side by side, spaces aside, with at most
    /// one other letter among them.
    private func holdsTogether(_ index: Int32, _ query: [UInt8]) -> Bool {
        guard let head = query.first else { return true }
        let start = Int(starts[Int(index)])
        let end = Int(starts[Int(index) + 1])
        return folded.withUnsafeBufferPointer { text in
            for origin in start..<end where text[origin] == head {
                var next = 1
                var position = origin + 1
                var skipped = false
                while next < query.count, position < end {
                    if text[position] == query[next] {
                        next += 1
                    } else if text[position] != UInt8(ascii: " ") {
                        if skipped { break }
                        skipped = true
                    }
                    position += 1
                }
                if next == query.count { return true }
            }
            return false
        }
    }

    static func fold(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    private static func isWordStart(_ text: UnsafeBufferPointer<UInt8>, _ position: Int, _ start: Int) -> Bool {
        guard position > start else { return true }
        let before = text[position - 1]
        return before == UInt8(ascii: " ") || before == UInt8(ascii: "-") || before == UInt8(ascii: "(")
            || before == UInt8(ascii: ".") || before == UInt8(ascii: "/") || before == UInt8(ascii: "_")
    }

    /// Whether each word starts a word of the title, in order (greedy: the earliest fitting
    /// word start for each, which never rules out a later word): nil when not, else whether
    /// the first one is the title's start.
    private static func wordStarts(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ words: [[UInt8]])
        -> Bool?
    {
        var position = start
        var first: Int?
        for word in words {
            var found = false
            while position + word.count <= end {
                if isWordStart(text, position, start), text[position] == word[0] {
                    var same = true
                    for offset in 1..<max(word.count, 1) where text[position + offset] != word[offset] {
                        same = false
                        break
                    }
                    if same {
                        if first == nil { first = position }
                        position += word.count
                        found = true
                        break
                    }
                }
                position += 1
            }
            if !found { return nil }
        }
        return first == start
    }

    /// Whether a title whose words the query's words start holds nothing else: as many
    /// bytes, spaces aside, as the query.
    private static func isOnly(_ wanted: Int, _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var count = 0
        for position in start..<end where text[position] != UInt8(ascii: " ") {
            count += 1
            if count > wanted { return false }
        }
        return count == wanted
    }

    /// Greedy, leftmost: each query byte at its next occurrence. nil when one is missing.
    private static func score(
        _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ query: UnsafeBufferPointer<UInt8>
    ) -> Int32? {
        guard !query.isEmpty else { return 0 }
        guard end - start >= query.count else { return nil }
        var score: Int32 = 0
        var next = 0
        var previous = -2
        var first = -1
        var position = start
        let wanted = query.count
        while position < end {
            if text[position] == query[next] {
                if isWordStart(text, position, start) { score += 8 }
                if position == previous + 1 {
                    score += 6
                } else if previous >= 0 {
                    score -= Int32(min(position - previous - 1, 4))
                }
                if first < 0 { first = position - start }
                previous = position
                next += 1
                if next == wanted { break }
            }
            position += 1
        }
        guard next == wanted else { return nil }
        score -= Int32(min(first, 20))
        score -= Int32(min((end - start) / 4, 20))
        return score
    }
}
