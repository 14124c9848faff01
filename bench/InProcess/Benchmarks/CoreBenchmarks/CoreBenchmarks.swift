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
            blackHole(try CatalogDecoder.decode(small))
        }
    }

    let large = catalogJSON(count: 100_000)
    Benchmark("catalog decode, 100,000 characters", configuration: .init(maxIterations: 20)) { benchmark in
        blackHole(try CatalogDecoder.decode(large))
    }

    let repository = LocalCharacterRepository(characters: try! CatalogDecoder.decode(large))
    var name = 0
    Benchmark("search 100,000 by name (one change)", configuration: .init(maxIterations: 200)) { benchmark in
        name += 1
        blackHole(try await repository.page(CharacterQuery(name: "ter \(name % 100)"), refresh: false))
    }

    Benchmark("coordinator push and pop") { benchmark in
        let coordinator = NavigationCoordinator(redirector: AppNavigationRedirect())
        for _ in benchmark.scaledIterations {
            coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 1))
            coordinator.navigate(to: HomeOutgoingNavigation.characters)
            coordinator.goBack()
            coordinator.goBack()
        }
    }
}
