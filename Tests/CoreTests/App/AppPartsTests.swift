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

    @Test func theRecordsOfARegisteredTypeAreThatFeaturesOwn() {
        let records = Self.parts().records(of: CharacterModel.self)

        #expect(records.knownRecords().map(\.id) == [7])
    }
}
