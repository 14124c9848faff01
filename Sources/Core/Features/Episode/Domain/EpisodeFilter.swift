/// What the episode list is narrowed to, besides the searched name or code: a season.
nonisolated public struct EpisodeFilter: ListFilterContract {
    public var season: Season?

    public init(season: Season? = nil) {
        self.season = season
    }

    public init() {
        self.init(season: nil)
    }

    public static var fields: [FilterField<EpisodeFilter>] { fields(seasons: Season.ofTheAPI) }

    /// The fields with the seasons a form offers (those of the episodes at hand).
    public static func fields(seasons: [Season]) -> [FilterField<EpisodeFilter>] {
        fields(seasons: { seasons })
    }

    /// The fields with seasons read each time the choice turns.
    public static func fields(seasons: @escaping () -> [Season]) -> [FilterField<EpisodeFilter>] {
        [.choice("season", EpisodeStrings.season.text, \.season, options: seasons)]
    }

    /// A season as an episode's code starts: `S03`.
    public struct Season: FilterOption, Comparable {
        public let number: Int

        public init(_ number: Int) {
            self.number = number
        }

        /// `S3` or `S03` (any case); a season is numbered from 1.
        public init?(rawValue: String) {
            let text = rawValue.trimmingWhitespace
            guard let number = EpisodeCode.season(of: text), number >= 1,
                text.count == 1 + String(number).count || text.count == Self.rawValueOf(number).count
            else { return nil }
            self.number = number
        }

        public var rawValue: String { Self.rawValueOf(number) }
        public var label: String { rawValue }

        /// The public API's seasons. A server lists episodes only page by page, so the seasons it
        /// has cannot be read without fetching them all: its filter offers these (and any other
        /// season among the episodes loaded).
        public static let ofTheAPI = (1...5).map(Season.init)

        public static func < (lhs: Season, rhs: Season) -> Bool { lhs.number < rhs.number }

        private static func rawValueOf(_ number: Int) -> String {
            number < 10 ? "S0\(number)" : "S\(number)"
        }
    }
}
