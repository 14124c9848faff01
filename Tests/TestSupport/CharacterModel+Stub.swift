import Core

extension CharacterModel {
    /// A character with every field filled, named after its id unless told otherwise.
    public static func stub(
        id: Int, name: String? = nil, status: String = "Alive", species: String = "Human",
        type: String = "", gender: String = "Male", episodeIDs: [Int] = [1],
        origin: Place = Place(name: "Earth (C-137)", id: 1), location: Place = Place(name: "Citadel of Ricks", id: 3),
        image: String = ""
    ) -> CharacterModel {
        CharacterModel(
            id: id, name: name ?? "Character \(id)", status: status, species: species, type: type, gender: gender,
            origin: origin, location: location, episodes: LinkedIDs(episodeIDs), created: "2017-11-04T18:48:46.250Z",
            image: image
        )
    }
}

extension ListPage where Item == CharacterModel {
    /// Page `page` of `pages`, with ids running on from earlier pages.
    public static func stub(page: Int, pages: Int, perPage: Int = 20, total: Int? = nil) -> ListPage {
        let first = (page - 1) * perPage + 1
        let results = (first..<(first + perPage)).map { CharacterModel.stub(id: $0) }
        return ListPage(items: results, total: total ?? pages * perPage, hasNext: page < pages)
    }
}
