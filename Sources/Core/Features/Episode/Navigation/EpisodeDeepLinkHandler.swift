/// `challenge://episode/list`, `challenge://episode/detail/{id}`, `challenge://episode/filter`.
public typealias EpisodeDeepLinkHandler = RecordDeepLinkHandler<EpisodeKind>
