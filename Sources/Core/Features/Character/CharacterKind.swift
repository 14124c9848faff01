/// What makes a character's feature its own, beside the list, detail, Filter, links and saved
/// destinations every content feature shares: a character has a portrait, its detail links to
/// its places and its episodes, and many characters share a name.
nonisolated public enum CharacterKind: RecordKind {
    public static let names = RecordNames(host: "character", title: "Characters", one: "character", many: "characters")

    public static func query(_ filter: CharacterFilter) -> RecordFilter<CharacterModel> { filter.query }

    /// `episodes` answers with the episodes of the ids it is given (the app layer knows them);
    /// `places` says which places exist, so one the catalog lacks is a field, not a dead link.
    /// When episodes or places lead nowhere in this run, the episodes section is left out and
    /// places are fields.
    @MainActor public static func detail(
        links: (episodes: LinkedRecords, places: LinkedRecords), reachable: ReachableDestinations,
        open: @escaping (CharacterOutgoingNavigation) -> Void
    ) -> (CharacterModel) -> RecordDetailScreen<CharacterModel>.Shown {
        let offersPlaces = reachable.contains(CharacterOutgoingNavigation.location(identifier: 1))
        let offersEpisodes = reachable.contains(CharacterOutgoingNavigation.episode(identifier: 1))
        let (episodes, places) = links
        return { character in
            // A place is a link when places lead somewhere and the places at hand do not say
            // it is missing (a server's are not at hand until loaded: their links stay).
            let (fields, placeLinks, missingPlaces) = fields(of: character) { id in
                offersPlaces && (places.cached([id]).map { !$0.isEmpty } ?? true)
            }
            var sections: [LinkSection] = []
            if offersPlaces {
                sections.append(
                    LinkSection(
                        CharacterStrings.places, one: CharacterStrings.onePlace.text, links: placeLinks,
                        missing: missingPlaces,
                        empty: CharacterStrings.noPlace.text,
                        link: places.link
                    ) { open(.location(identifier: $0)) })
            }
            if offersEpisodes {
                sections.append(
                    LinkSection(
                        CharacterStrings.episodes, one: CharacterStrings.oneEpisode.text,
                        ids: character.episodeIDs, from: episodes,
                        empty: CharacterStrings.noEpisode.text, loading: CharacterStrings.loadingEpisodes.text,
                        failure: CharacterStrings.episodesFailed.text
                    ) { open(.episode(identifier: $0)) })
            }
            return (fields, sections)
        }
    }

    /// A character's fields, its places that `isLink` says can be opened, and how many places
    /// with an id cannot be (the catalog lacks them). A place that is no link is a field, as
    /// is one without an id (an "unknown" origin), which is no known place at all.
    private static func fields(
        of character: CharacterModel, isLink: (Int) -> Bool
    ) -> (fields: [(label: String, value: String)], places: [LinkedRecord], missing: Int) {
        var fields: [(label: String, value: String)] = [
            (CharacterStrings.status.text, CharacterStrings.shown(character.status)),
            (CharacterStrings.species.text, character.species),
        ]
        if !character.type.isEmpty { fields.append((CharacterStrings.type.text, character.type)) }
        fields.append((CharacterStrings.gender.text, CharacterStrings.shown(character.gender)))
        var places: [LinkedRecord] = []
        var missing = 0
        let roles = [
            (CharacterStrings.originRole, CharacterStrings.origin, character.origin),
            (CharacterStrings.locationRole, CharacterStrings.location, character.location),
        ]
        for (role, label, place) in roles {
            if let id = place.id, isLink(id) {
                places.append(LinkedRecord(id: id, title: place.name, detail: role.text))
            } else {
                if place.id != nil { missing += 1 }
                fields.append((label.text, place.name))
            }
        }
        // A catalog may leave the date out: then there is no line for it.
        if !character.created.isEmpty { fields.append((CharacterStrings.created.text, day(of: character.created))) }
        fields.append((CharacterStrings.id.text, String(character.id)))
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

    public static func picture(of character: CharacterModel) -> String? { character.image }

    /// Many characters share a name ("Rick Sanchez"): the palette tells them apart. An empty
    /// field leaves no dangling comma ("#3 , unknown").
    public static func placeDetail(of character: CharacterModel) -> String {
        "#\(character.id) "
            + [character.species, CharacterStrings.shown(character.status)].filter { !$0.isEmpty }.joined(
                separator: ", ")
    }
}

nonisolated extension CharacterModel: NamedRecord {}
