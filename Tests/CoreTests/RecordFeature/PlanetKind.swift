import FoundationEssentials

@testable import Core

/// A content feature's kind made for the shared types' tests, naming no feature of the app:
/// planets, filtered by their ring, whose detail leads out to their moons.
nonisolated enum PlanetKind: RecordKind {
    struct Planet: NamedRecord, Identifiable, Hashable, Sendable {
        let id: Int
        let name: String
        var moonIDs: [Int] = []
    }

    struct Filter: ListFilterContract {
        var ring = ""
        static var fields: [FilterField<Filter>] { [.text("ring", "Ring", \.ring)] }
    }

    enum Outgoing: OutgoingNavigationContract {
        case moon(identifier: Int)
    }

    static let names = RecordNames(host: "planet", title: "Planets", one: "planet", many: "planets")

    static func query(_ filter: Filter) -> RecordFilter<Planet> {
        guard !filter.ring.isEmpty else { return .none }
        let ring = filter.ring
        return RecordFilter(parameters: [URLQueryItem(name: "ring", value: ring)]) { { $0.name.contains(ring) } }
    }

    @MainActor static func detail(
        links moons: LinkedRecords, reachable: ReachableDestinations, open: @escaping (Outgoing) -> Void
    ) -> (Planet) -> RecordDetailScreen<Planet>.Shown {
        { planet in
            (
                [("ID", String(planet.id))],
                [LinkSection("Moons", ids: planet.moonIDs, from: moons) { open(.moon(identifier: $0)) }]
            )
        }
    }

    static func placeDetail(of planet: Planet) -> String { "#\(planet.id)" }
}

typealias PlanetIncomingNavigation = RecordIncomingNavigation<PlanetKind>
