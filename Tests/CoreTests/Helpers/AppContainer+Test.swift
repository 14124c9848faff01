import Core
import TestSupport

@MainActor
extension AppContainer {
    /// The shipped app over an in-memory catalog of `characters` stubs, on virtual time.
    static func test(characters: [CharacterModel] = (1...60).map { CharacterModel.stub(id: $0) }) -> AppContainer {
        TestApp.container(characters: characters)
    }
}
