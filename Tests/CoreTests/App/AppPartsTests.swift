import TestSupport
import Testing

@testable import Core

/// What the composition root hands a feature: the records of the feature that registers them.
@MainActor
@Suite struct AppPartsTests {
    /// Parts holding one feature's records, as the composition root makes them.
    static func parts() -> AppParts {
        AppParts(
            environment: AppEnvironment(
                scheduler: EventLoopScheduler(clock: .virtual), tracker: TrackerMock(), storage: InMemoryStateStorage()),
            tracker: TrackerMock(), reachable: .all, menu: [],
            records: ["character": LocalRecords([CharacterModel.stub(id: 7)], noun: "character")])
    }

    @Test func theRecordsOfARegisteredTypeAreThatFeaturesOwn() throws {
        let records = try Self.parts().records(of: CharacterModel.self)

        #expect(records.knownRecords().map(\.id) == [7])
    }

    @Test func recordsNoFeatureRegistersAreAMistakeNotAnEmptyCatalog() {
        // Given parts where only characters are registered
        let parts = Self.parts()

        // Then asking for episodes says what to add, where an empty catalog said nothing
        let error = #expect(throws: AppParts.Unregistered.self) { try parts.records(of: EpisodeModel.self) }
        #expect(
            error?.description == "no feature registers records of EpisodeModel: add them to its AppFeature(records:)")
    }

    @Test func aCompositionAskingForUnregisteredRecordsDoesNotStart() {
        // Given the app's features without Episode's registration, while Character links to episodes
        let features = AppComposition.features.filter { $0.host != "episode" }
        let environment = AppEnvironment(
            scheduler: EventLoopScheduler(clock: .virtual), tracker: TrackerMock(), storage: InMemoryStateStorage())

        // Then the container is not made: Character's episodes have no records to come from
        #expect(throws: AppParts.Unregistered.self) {
            _ = try AppComposition.makeContainer(data: .embedded, environment: environment, features: features)
        }
    }
}
