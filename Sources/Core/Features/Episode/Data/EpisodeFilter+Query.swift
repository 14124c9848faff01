import FoundationEssentials

nonisolated extension EpisodeFilter {
    /// The filter as the shared records machinery asks it: of a server, as the public API's
    /// `episode` parameter (`episode=S03`: the codes that contain it, which are the season's);
    /// of a catalog in memory, as a predicate with the same meaning (the code's season).
    ///
    /// A code search is sent as `episode=` too, and a server reads one: the two are joined.
    /// Both are the start of a code, so one must start with the other: the longer says both
    /// (`S03E07` in S03); otherwise no episode has both (`S01` in S03), and no page is asked for.
    public var query: RecordFilter<EpisodeModel> {
        guard let season else { return .none }
        let number = season.number
        return RecordFilter(
            parameters: [URLQueryItem(name: "episode", value: season.rawValue)],
            joinSearch: { search, parameter in
                let (code, start) = (search.uppercased(), parameter.uppercased())
                if code.hasPrefix(start) { return search }
                if start.hasPrefix(code) { return parameter }
                return nil
            }
        ) {
            { EpisodeCode.season(of: $0.code) == number }
        }
    }
}
