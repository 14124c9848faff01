import Testing

@testable import Core

/// The archive of a feature whose destinations carry no values: Home's and Favourites'.
@Suite struct CaseDestinationArchiveTests {
    private let home = HomeDestinationArchive(feature: "home")
    private let favorites = FavoritesDestinationArchive(feature: "favorites")

    @Test func eachDestinationIsSavedByItsCaseAndRestored() throws {
        for destination in [HomeIncomingNavigation.main, .about] {
            let saved = try #require(home.save(AnyNavigation(destination)))
            #expect(saved == SavedDestination(feature: "home", version: 1, name: destination.rawValue, values: [:]))
            #expect(home.restore(saved) == AnyNavigation(destination))
        }
        #expect(home.save(AnyNavigation(HomeIncomingNavigation.about))?.name == "about")
    }

    @Test func anotherFeaturesDestinationsAreNotItsOwn() throws {
        // Given Favourites' list, saved by its own archive
        let list = AnyNavigation(FavoritesIncomingNavigation.list)
        let saved = try #require(favorites.save(list))

        // Then Home's archive neither saves it nor restores it, even under Home's name
        #expect(home.save(list) == nil)
        #expect(home.restore(saved) == nil)
        #expect(home.restore(SavedDestination(feature: "home", version: 1, name: "list", values: [:])) == nil)
        #expect(favorites.restore(saved) == list)
    }

    @Test func aNewerVersionIsNotGuessedAt() {
        #expect(home.restore(SavedDestination(feature: "home", version: 2, name: "main", values: [:])) == nil)
    }
}
