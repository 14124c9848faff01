/// One character, loaded by id: its fields, its places and its episodes as links.
public final class CharacterDetailViewModel: RecordDetailScreen<CharacterModel> {
    /// `episodes` answers with the episodes of the ids it is given (the app layer knows them);
    /// `places` says which places exist, so one the catalog lacks is a field, not a dead link;
    /// `reachable` says whether episodes and places lead anywhere in this run: when their
    /// feature was left out, the episodes section is left out and places are fields.
    public init(
        identifier: Int,
        source: any RecordSourceContract<CharacterModel>,
        episodes: LinkedRecords,
        places: LinkedRecords,
        reachable: ReachableDestinations,
        navigator: any CharacterDetailNavigatorContract,
        tracker: any CharacterDetailTrackerContract,
        scheduler: any SchedulerContract,
        images: (any ImageSourceContract)? = nil
    ) {
        let offersPlaces = reachable.contains(CharacterOutgoingNavigation.location(identifier: 1))
        let offersEpisodes = reachable.contains(CharacterOutgoingNavigation.episode(identifier: 1))
        super.init(
            identifier: identifier, noun: "character", source: source, scheduler: scheduler,
            images: images, picture: { $0.image },
            show: { character in
                // A place is a link when places lead somewhere and the places at hand do not say
                // it is missing (a server's are not at hand until loaded: their links stay).
                let (fields, placeLinks, missingPlaces) = Self.fields(of: character) { id in
                    offersPlaces && (places.cached([id]).map { !$0.isEmpty } ?? true)
                }
                var sections: [LinkSection] = []
                if offersPlaces {
                    sections.append(
                        LinkSection(
                            "Places", links: placeLinks, missing: missingPlaces, empty: "No known place.",
                            link: places.link
                        ) { navigator.openLocation(identifier: $0) })
                }
                if offersEpisodes {
                    sections.append(
                        LinkSection(
                            "Episodes", ids: character.episodeIDs, from: episodes, empty: "In no episode.",
                            loading: "Loading episodes…", failure: "Couldn't load the episodes"
                        ) { navigator.openEpisode(identifier: $0) })
                }
                return (fields, sections)
            },
            report: { tracker.track(CharacterDetailEvent($0)) }
        )
    }

    public override var recordLink: String? { CharacterDeepLinkHandler.detailLink(id: identifier) }

    /// A character's fields, its places that `isLink` says can be opened, and how many places
    /// with an id cannot be (the catalog lacks them). A place that is no link is a field, as
    /// is one without an id (an "unknown" origin), which is no known place at all.
    private static func fields(
        of character: CharacterModel, isLink: (Int) -> Bool
    ) -> (fields: [(label: String, value: String)], places: [LinkedRecord], missing: Int) {
        var fields: [(label: String, value: String)] = [("Status", character.status), ("Species", character.species)]
        if !character.type.isEmpty { fields.append(("Type", character.type)) }
        fields.append(("Gender", character.gender))
        var places: [LinkedRecord] = []
        var missing = 0
        for (role, place) in [("origin", character.origin), ("location", character.location)] {
            if let id = place.id, isLink(id) {
                places.append(LinkedRecord(id: id, title: place.name, detail: role))
            } else {
                if place.id != nil { missing += 1 }
                fields.append((role == "origin" ? "Origin" : "Location", place.name))
            }
        }
        // A catalog may leave the date out: then there is no line for it.
        if !character.created.isEmpty { fields.append(("Created", day(of: character.created))) }
        fields.append(("ID", String(character.id)))
        return (fields, places, missing)
    }

    /// "2017-11-04T18:48:46.250Z" shows as its day; anything else as it is.
    static func day(of created: String) -> String {
        let prefix = created.prefix(10)
        let isDay =
            prefix.count == 10
            && prefix.enumerated().allSatisfy { index, character in
                index == 4 || index == 7 ? character == "-" : character.isASCII && character.isNumber
            }
        return isDay ? String(prefix) : created
    }
}

nonisolated extension CharacterModel: NamedRecord {}
