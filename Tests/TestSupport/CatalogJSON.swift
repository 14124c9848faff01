import Core
import Foundation

/// Catalogs in the public API's JSON shape, written from stubs, for building the whole
/// app through the composition root (`DataSource.catalogData`) and for serving it.
public enum CatalogJSON {
    /// An array of characters.
    public static func data(_ characters: [CharacterModel]) -> Data {
        Data(("[" + characters.map(object).joined(separator: ",") + "]").utf8)
    }

    /// One page object (`info` + `results`), 20 a page as the API pages.
    public static func data(_ page: ListPage<CharacterModel>) -> Data {
        let info: [String: Any] = [
            "count": page.total, "pages": max((page.total + 19) / 20, 1), "next": page.hasNext ? "next" : NSNull(),
            "prev": NSNull(),
        ]
        let infoText = String(
            decoding: try! JSONSerialization.data(withJSONObject: info, options: [.sortedKeys]), as: UTF8.self)
        return Data(#"{"info":\#(infoText),"results":[\#(page.items.map(object).joined(separator: ","))]}"#.utf8)
    }

    /// One character object.
    public static func object(_ character: CharacterModel) -> String {
        let episodes = character.episodeIDs.map { "https://rickandmortyapi.com/api/episode/\($0)" }
        func place(_ place: CharacterModel.Place) -> [String: Any] {
            ["name": place.name, "url": place.id.map { "https://rickandmortyapi.com/api/location/\($0)" } ?? ""]
        }
        let object: [String: Any] = [
            "id": character.id, "name": character.name, "status": character.status, "species": character.species,
            "type": character.type, "gender": character.gender,
            "origin": place(character.origin), "location": place(character.location),
            "image": character.image, "episode": episodes, "url": "", "created": character.created,
        ]
        return String(
            decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }
}

/// The whole app as the composition root builds it, over a catalog of stubs, on virtual time.
@MainActor public enum TestApp {
    public static func container(
        characters: [CharacterModel] = (1...60).map { CharacterModel.stub(id: $0) },
        scheduler: EventLoopScheduler = EventLoopScheduler(clock: .virtual),
        tracker: any TrackerContract = TrackerMock(),
        without: LeftOutFeatures = .none
    ) -> AppContainer {
        let environment = AppEnvironment(scheduler: scheduler, tracker: tracker, storage: InMemoryStateStorage())
        do {
            let container = try AppComposition.makeContainer(
                data: .catalogData(CatalogJSON.data(characters)), environment: environment, without: without
            )
            try container.waitForData()
            return container
        } catch {
            preconditionFailure("stub catalogs are always usable: \(error)")
        }
    }
}

@MainActor extension AppContainer {
    /// The container once its catalog has been read, as every whole-app test wants it.
    public func readyForTests() throws -> AppContainer {
        try waitForData()
        return self
    }
}
