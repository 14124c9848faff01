import TestSupport
import Testing

@testable import Core

/// `--without`: the composition root leaves features out and nothing else changes.
@MainActor
@Suite struct LeftOutFeaturesTests {
    private func session(without list: String) throws -> AppSession {
        let characters = (1...30).map { CharacterModel.stub(id: $0, episodeIDs: [1, 2]) }
        let session = AppSession(
            container: TestApp.container(characters: characters, without: try LeftOutFeatures(parsing: list)))
        session.start()
        return session
    }

    @Test func namesAreLinkHostsInAnyCaseAndSpacing() throws {
        #expect(try LeftOutFeatures(parsing: "Episode, location").hosts == ["episode", "location"])
        #expect(try LeftOutFeatures(parsing: "home").hosts == ["home"])
    }

    @Test(arguments: [
        AppComposition.fallbackName, "epsiodes", "", "episode,", LeftOutFeatures.known.joined(separator: ","),
        "x\u{1B}[2J",
    ])
    func anUnknownNameTheFallbackOrEverythingIsAOneLineError(_ list: String) {
        do {
            _ = try LeftOutFeatures(parsing: list)
            Issue.record("\(list) was accepted")
        } catch {
            let message = "\(error)"
            #expect(error is LeftOutFeatures.Invalid)
            #expect(!message.contains("\n") && !message.contains("\u{1B}"), "\(message)")
        }
    }

    @Test(arguments: ["", "episode,"])
    func anEmptyNameIsSaidToBeEmptyInPlainWords(_ list: String) {
        #expect(throws: LeftOutFeatures.Invalid.self) { try LeftOutFeatures(parsing: list) }
        do {
            _ = try LeftOutFeatures(parsing: list)
        } catch {
            let known = "(known: \(LeftOutFeatures.known.joined(separator: ", ")))"
            #expect("\(error)" == "an empty name is no feature to leave out \(known)")
        }
    }

    @Test func theirTabsAreGoneAndTheFirstRemainingIsInFront() throws {
        let session = try session(without: "home,episode")
        #expect(session.tabs.tabs.map(\.id) == ["character", "location"])
        #expect(session.breadcrumb.map(\.title) == ["Characters"])
    }

    @Test func theirLinksLandOnNotFoundNamingTheLink() throws {
        let session = try session(without: "episode")
        session.open(url: "challenge://episode/detail/1")
        let notFound = try #require(session.activeScreen as? NotFoundViewModel)
        #expect(notFound.url == "challenge://episode/detail/1")
        #expect(
            session.snapshot().links == [NavigationSnapshot.Link(url: "challenge://episode/detail/1", feature: nil)])
    }

    @Test func aRedirectIntoThemFindsNoFeatureAndNotFoundNamesWhatWasAsked() throws {
        let session = try session(without: "episode")
        session.coordinator.navigate(to: CharacterOutgoingNavigation.episode(identifier: 1))

        let notFound = try #require(session.activeScreen as? NotFoundViewModel)
        #expect(notFound.asked == "episode.detail(1)")
        #expect(notFound.url == nil)
    }

    @Test func aCharacterShowsNoEpisodesSectionWithoutEpisodes() throws {
        let without = try session(without: "episode")
        without.open(url: "challenge://character/detail/1")
        let detail = try #require(without.activeScreen as? CharacterDetailViewModel)
        #expect(detail.detail.sections.map(\.heading) == ["Places"])

        let whole = try session(without: "home")
        whole.open(url: "challenge://character/detail/1")
        let full = try #require(whole.activeScreen as? CharacterDetailViewModel)
        // (its heading counts the episodes this catalog holds)
        #expect(full.detail.sections.map(\.title) == ["Places", "Episodes"])
    }

    @Test func aCharactersPlacesArePlainFieldsWithoutLocations() throws {
        // Given the app without locations
        let session = try session(without: "location")

        // When a character from Earth, now at the Citadel, is shown
        session.open(url: "challenge://character/detail/1")

        // Then its places are fields, not links that would only lead to Not Found
        let detail = try #require(session.activeScreen as? CharacterDetailViewModel)
        #expect(detail.detail.sections.map(\.title) == ["Episodes"])
        #expect(!detail.detail.links.contains { $0.detail == "origin" || $0.detail == "location" })
        let fields = Dictionary(detail.detail.fields.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
        #expect(fields["Origin"] == "Earth (C-137)")
        #expect(fields["Location"] == "Citadel of Ricks")
    }

    @Test func homeListsNoEntryOfAFeatureLeftOut() throws {
        // Given / When
        let session = try session(without: "episode")

        // Then
        let home = try #require(session.activeScreen as? HomeViewModel)
        let kept = AppComposition.features.filter { $0.host != "episode" }.compactMap(\.menu).map(\.title.text)
        #expect(home.items.map(\.title) == kept + ["About"])
        #expect(!home.items.contains { $0.title == "Episodes" })
    }

    @Test func aboutOffersNoCoverOfCharactersWithoutThem() throws {
        // Given the app without characters
        let session = try session(without: "character")

        // When About is opened
        session.open(url: "challenge://home/about")

        // Then only the demonstration of Not Found is offered; it is still connected to nothing
        let about = try #require(session.activeScreen as? AboutViewModel)
        #expect(about.items == [.unconnectedScreen])
    }

    @Test func anEpisodeShowsNoCastWithoutCharacters() throws {
        // The embedded catalog: it has episodes.
        let environment = AppEnvironment(
            scheduler: EventLoopScheduler(clock: .virtual), tracker: TrackerMock(), storage: InMemoryStateStorage())
        let container = try AppComposition.makeContainer(
            data: .embedded, environment: environment, without: LeftOutFeatures(parsing: "character"))
        try container.waitForData()
        let session = AppSession(container: container)
        session.start()
        session.open(url: "challenge://episode/detail/1")
        let detail = try #require(session.activeScreen as? EpisodeDetailViewModel)
        #expect(detail.detail.sections.isEmpty)
        #expect(!detail.detail.fields.isEmpty)
    }

    @Test func thePaletteOffersNothingOfThem() throws {
        let session = try session(without: "episode")
        let places = session.container.features.flatMap { $0.goToPlaces() }
        let links = places.flatMap { place in (0..<place.count).map { place.entry($0).link } }
        #expect(!links.isEmpty)
        #expect(!links.contains { $0.hasPrefix("challenge://episode") })
    }

    @Test func restoringDropsTheirStacksAndSaysSo() throws {
        // Given a saved walk through every tab of the whole app
        let whole = try session(without: "home")
        whole.open(url: "challenge://episode/detail/1")
        whole.open(url: "challenge://character/detail/2")
        whole.coordinator.navigate(to: CharacterOutgoingNavigation.episode(identifier: 1))
        let saved = whole.savedNavigation()

        // When it is restored without episodes
        let without = try session(without: "home,episode")
        let log = MemoryLog()
        without.restore(saved, log: log)

        // Then the Episodes tab's stack is dropped, and so is the episode on Characters' stack, each said
        #expect(log.lines.contains("restore: dropped the tab episode: this app has no such tab"))
        #expect(
            log.lines.contains {
                $0.hasPrefix("restore: dropped") && $0.contains("episode") && $0.contains("no feature")
            })
        #expect(
            without.snapshot().tabs.map(\.stack) == [["character.list", "character.detail(2)"], ["location.list"]])
    }
}
