import FoundationEssentials

/// Where episodes come from, for each way the app gets its data.
nonisolated public enum EpisodeSource {
    public static func embedded() -> any RecordSourceContract<EpisodeModel> {
        do {
            let episodes = try Data(EmbeddedEpisodesJSON.text.utf8).withUnsafeBytes {
                try JSONRecords.array($0, EpisodeJSON.read)
            }
            return local(episodes)
        } catch {
            // The text is part of the source and covered by a test; failing here is a build defect.
            preconditionFailure("embedded episodes are malformed: \(error)")
        }
    }

    /// A catalog file's episodes (none when it has none: older forms hold characters only),
    /// and the ids of those left out for repeating an id read before.
    public static func catalog(_ document: JSONReader) throws -> (
        records: any RecordSourceContract<EpisodeModel>, repeatedIDs: [Int]
    ) {
        guard let records = try EpisodeJSON.catalog(document) else {
            return (LocalRecords<EpisodeModel>.missing(noun: "episode"), [])
        }
        return (local(records), records.repeatedIDs)
    }

    public static func server(_ client: APIClient) -> any RecordSourceContract<EpisodeModel> {
        // A code, or a season's start of one, is searched as the API searches codes.
        RemoteRecords(
            client: client, resource: "episode", noun: "episode", readRecord: EpisodeJSON.read,
            searchParameter: { EpisodeCode.isSearch($0) ? "episode" : "name" })
    }

    private static func local(_ episodes: [EpisodeModel]) -> any RecordSourceContract<EpisodeModel> {
        // A search finds an episode by its name or its code ("S03", "S03E07"): searchedText.
        LocalRecords(episodes, noun: "episode")
    }
}
