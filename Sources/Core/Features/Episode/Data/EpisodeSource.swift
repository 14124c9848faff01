/// Where episodes come from, for each way the app gets its data. A search of a catalog's finds
/// an episode by its name or its code ("S03", "S03E07"): `EpisodeModel.searchedText`.
public typealias EpisodeSource = NamedRecordSource<EpisodeJSON>
