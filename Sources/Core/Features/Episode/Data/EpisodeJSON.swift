/// An episode as the public API writes it: its air date and code ("episode"), and the
/// characters in it. Read in the form every such record shares; the documents around it
/// (page, array, catalog) are `JSONRecords`'.
nonisolated public enum EpisodeJSON: NamedRecordJSON {
    public static let form = NamedRecordForm(
        resource: "episode", catalogKey: "episodes", embedded: { EmbeddedEpisodesJSON.text },
        texts: ["air_date", "episode"], links: "characters",
        // A code, or a season's start of one, is searched as the API searches codes.
        searchParameter: { EpisodeCode.isSearch($0) ? "episode" : "name" }
    ) { EpisodeModel(id: $0.id, name: $0.name, airDate: $0.texts[0], code: $0.texts[1], characterIDs: $0.links) }
}
