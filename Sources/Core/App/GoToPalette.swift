/// "Go to anything": a query over every place the features offer (their screens, and
/// their records by name, fuzzily), the links chosen before, and a literal
/// `challenge://…` link. Choosing gives a link: the palette never builds a screen, so a
/// move from it is exactly a deep link (the right tab, the walked stack, Not Found).
public final class GoToPalette {
    /// Rows shown for a query; the best ones, best first.
    public static let resultLimit = 50
    /// Links remembered across runs.
    public static let historyLimit = 20

    /// One row: where it goes, and whether it is remembered from before.
    public struct Row: Equatable {
        public let entry: GoToEntry
        public let isRecent: Bool
    }

    public private(set) var field = TextField()
    public private(set) var rows: [Row] = []
    public private(set) var selected = 0
    /// How many links are remembered.
    public var historyCount: Int { history.count }

    private let places: [GoToPlaces]
    /// Where each list of places starts in the index's numbering.
    private let starts: [Int]
    private let index: FuzzyIndex
    private let store: any RecentSearchesStoreContract
    /// Whether a link goes somewhere (a link no feature resolves is not remembered).
    private let resolves: (String) -> Bool
    private var history: [GoToEntry] {
        didSet { recency = Self.recency(of: history, places: places, starts: starts) }
    }
    /// The score bonus of remembered places (see `recency(of:)`), kept with the history.
    private var recency: [Int32: Int32] = [:]
    /// The last query's matches, which a longer query searches instead of everything.
    private var narrowing: (query: FuzzyIndex.Query, matches: [Int32])?

    /// `places` are every place on offer; `store` keeps the chosen links across runs;
    /// `resolves` says whether a link goes somewhere.
    public init(
        places: [GoToPlaces], history store: any RecentSearchesStoreContract,
        resolves: @escaping (String) -> Bool = { _ in true }
    ) {
        self.places = places
        var starts: [Int] = []
        var total = 0
        for list in places {
            starts.append(total)
            total += list.count
        }
        self.starts = starts
        self.index = FuzzyIndex(titles: places.lazy.flatMap { list in (0..<list.count).lazy.map(list.title) })
        self.store = store
        self.resolves = resolves
        self.history = Self.resolve(Array(store.load().filter(resolves).prefix(Self.historyLimit)), among: places)
        self.recency = Self.recency(of: history, places: places, starts: starts)
        refresh()
    }

    /// The palette over everything the app's features offer now.
    public convenience init(container: AppContainer) {
        self.init(places: container.features.flatMap { $0.goToPlaces() }, history: container.goToHistory) { link in
            !container.route(url: link).destination.stack.contains { $0.wrapped is UnknownNavigation }
        }
    }

    // MARK: Intents

    public func edit(_ edit: TextField.Edit) {
        guard field.apply(edit) else { return }
        selected = 0
        refresh()
    }

    public func moveSelection(by delta: Int) {
        guard !rows.isEmpty else { return }
        selected = min(max(selected + delta, 0), rows.count - 1)
    }

    /// The link of the selected row, remembered as the most recent; nil when there is none.
    public func choose() -> String? {
        guard rows.indices.contains(selected) else { return nil }
        let entry = rows[selected].entry
        let link = entry.link
        // A link that goes nowhere is opened (Not Found says so) but not kept as a place.
        guard resolves(link) else { return link }
        history.removeAll { $0.link == link }
        history.insert(entry, at: 0)
        history = Array(history.prefix(Self.historyLimit))
        store.save(history.map(\.link))
        return link
    }

    /// Forgets every remembered link (after the user confirmed it).
    public func forgetHistory() {
        history = []
        store.save([])
        selected = 0
        refresh()
    }

    // MARK: Rows

    /// The query as typed is a link: it is offered as it is.
    private var typedLink: String? {
        let text = field.text.trimmingScalars { $0 == " " || $0 == "\t" }
        return text.lowercased().hasPrefix(DeepLink.scheme + ":") ? text : nil
    }

    private func refresh() {
        if let link = typedLink {
            rows = [Row(entry: .link(link), isRecent: false)]
            return
        }
        let query = FuzzyIndex.Query(field.text)
        if query.isEmpty {
            narrowing = nil
            let recent = history.map { Row(entry: $0, isRecent: true) }
            let recentLinks = Set(history.map(\.link))
            let screens = places.filter(\.areScreens).flatMap { list in
                (0..<list.count).map { Row(entry: list.entry($0), isRecent: false) }
            }
            .filter { !recentLinks.contains($0.entry.link) }
            rows = Array((recent + screens).prefix(Self.resultLimit))
            return
        }
        let candidates = narrowing.flatMap { query.narrows($0.query) ? $0.matches : nil }
        var matches = index.matches(query, among: candidates)
        narrowing = (query, matches.map(\.index))
        if matches.isEmpty { matches = index.matchesForgivingOneTypo(query) }
        // Among equals, what was chosen lately comes first.
        if !recency.isEmpty {
            matches = matches.map { ($0.index, $0.score + (recency[$0.index] ?? 0)) }
        }
        rows = FuzzyIndex.best(matches, limit: Self.resultLimit).map { Row(entry: entry(at: Int($0)), isRecent: false) }
    }

    /// A score bonus for each remembered place, by its number in the index, the most recent
    /// the most: it orders equals, never lifts a place over a word-start match.
    private static func recency(of history: [GoToEntry], places: [GoToPlaces], starts: [Int]) -> [Int32: Int32] {
        var bonus: [Int32: Int32] = [:]
        for (rank, entry) in history.enumerated() {
            guard let (list, index) = locate(entry.link, among: places) else { continue }
            let number = Int32(starts[list] + index)
            bonus[number] = bonus[number] ?? Int32(Self.historyLimit - rank) * 1000
        }
        return bonus
    }

    /// The entry of a place by its number in the index.
    private func entry(at number: Int) -> GoToEntry {
        var list = places.count - 1
        while starts[list] > number { list -= 1 }
        return places[list].entry(number - starts[list])
    }

    /// Remembered links with their places' titles; a link with no place now stays a link.
    private static func resolve(_ links: [String], among places: [GoToPlaces]) -> [GoToEntry] {
        links.map { link in
            locate(link, among: places).map { places[$0.list].entry($0.index) } ?? .link(link)
        }
    }

    /// Which list holds the place a link goes to, and where in it.
    private static func locate(_ link: String, among places: [GoToPlaces]) -> (list: Int, index: Int)? {
        for (number, list) in places.enumerated() {
            if let record = list.recordLink {
                guard link.hasPrefix(record.base),
                    let id = DeepLink.identifier(String(link.dropFirst(record.base.count))),
                    let found = record.index(id)
                else { continue }
                return (number, found)
            }
            for index in 0..<list.count where list.entry(index).link == link {
                return (number, index)
            }
        }
        return nil
    }
}
