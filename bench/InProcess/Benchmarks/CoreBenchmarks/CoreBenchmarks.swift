import Benchmark
import Core
import Foundation

/// A catalog in the API's shape with `count` characters, like the bench's generated ones.
private func catalogJSON(count: Int) -> Data {
    let statuses = ["Alive", "Dead", "unknown"]
    let items = (1...count).map { id in
        #"{"id":\#(id),"name":"Character \#(id)","status":"\#(statuses[id % 3])","species":"Human","type":"","gender":"Male","origin":{"name":"Earth (C-137)","url":""},"location":{"name":"Citadel of Ricks","url":""},"image":"https://rickandmortyapi.com/api/character/avatar/\#(id).jpeg","episode":["https://rickandmortyapi.com/api/episode/1"],"url":"https://rickandmortyapi.com/api/character/\#(id)","created":"2017-11-04T18:48:46.250Z"}"#
    }
    return Data(("[" + items.joined(separator: ",") + "]").utf8)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(2)

    let small = catalogJSON(count: 826)
    Benchmark("catalog decode, 826 characters") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try small.withUnsafeBytes { try CharacterSource.catalog(JSONReader(bytes: $0)).records })
        }
    }

    let large = catalogJSON(count: 100_000)
    Benchmark("catalog decode, 100,000 characters", configuration: .init(maxIterations: 20)) { benchmark in
        blackHole(try large.withUnsafeBytes { try CharacterSource.catalog(JSONReader(bytes: $0)).records })
    }

    let repository = try! large.withUnsafeBytes { try CharacterSource.catalog(JSONReader(bytes: $0)).records }
    var name = 0
    Benchmark("search 100,000 by name (one change)", configuration: .init(maxIterations: 200)) { benchmark in
        name += 1
        blackHole(try await repository.page(RecordQuery(name: "ter \(name % 100)"), page: 1, refresh: false))
    }

    // Cross-feature lookups are by id, never a scan: an episode's cast of 1,000 among
    // 100,000 characters, and a character's 51 episodes (what a detail shows at once).
    let cast = Array(stride(from: 7, through: 100_000, by: 100))
    Benchmark("episode cast, 1,000 of 100,000 characters", configuration: .init(maxIterations: 2_000)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(repository.cachedRecords(ids: cast))
        }
    }

    let episodes = LocalRecords(
        (1...51).map { EpisodeModel(id: $0, name: "Episode \($0)", airDate: "", code: "S01E01", characterIDs: cast) },
        noun: "episode"
    )
    let appearsIn = Array(1...51)
    Benchmark("a character's 51 episodes") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(episodes.cachedRecords(ids: appearsIn))
        }
    }

    // Go to anything over a 100,000-character catalog: opening it (indexing every name),
    // and a keystroke that scans every title, the slowest kind (a first letter, or
    // a deleted one; a letter added to a query searches only what the query matched).
    // The view models live on the UI actor: each is made there, then measured there.
    @MainActor func characters() -> CharacterFeature {
        CharacterFeature(
            container: CharacterContainer(
                source: repository, links: (episodes: .none, places: .none), reachable: .all,
                scheduler: EventLoopScheduler(clock: .virtual), tracker: Tracker(providers: []),
                recentSearches: InMemoryRecentSearchesStore()
            ))
    }
    Benchmark("palette open, 100,000 characters", configuration: .init(maxIterations: 50)) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let feature = characters()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(GoToPalette(places: feature.goToPlaces(), history: InMemoryRecentSearchesStore()))
            }
            benchmark.stopMeasurement()
        }
    }
    Benchmark("palette keystroke (every title), 100,000 characters", configuration: .init(maxIterations: 500)) {
        benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let palette = GoToPalette(places: characters().goToPlaces(), history: InMemoryRecentSearchesStore())
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                palette.edit(.insert("r"))
                blackHole(palette.rows)
                palette.edit(.deleteBackward)
            }
            benchmark.stopMeasurement()
        }
    }
    Benchmark("coordinator push and pop") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let coordinator = NavigationCoordinator(redirector: AppNavigationRedirect())
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 1))
                coordinator.navigate(to: HomeOutgoingNavigation.characters)
                coordinator.goBack()
                coordinator.goBack()
            }
            benchmark.stopMeasurement()
        }
    }
}
