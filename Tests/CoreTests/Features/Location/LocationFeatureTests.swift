import TestSupport
import Testing

@testable import Core

private let earth = LocationModel(
    id: 1, name: "Earth (C-137)", type: "Planet", dimension: "Dimension C-137", residentIDs: [38, 45])
private let nowhere = LocationModel(id: 2, name: "Abadango", type: "", dimension: "", residentIDs: [])
private let source = LocalRecords([earth, nowhere], noun: "location")
private let residents = LinkedRecords(
    cached: { $0.map { LinkedRecord(id: $0, title: "Resident \($0)") } }, load: { _ in [] })

/// The Location feature's two screens over the mocks (its links, saved form and reports are in
/// ContentFeatureConformanceTests).
@MainActor
@Suite struct LocationFeatureTests {
    private let navigator = NavigatorMock()
    private let tracker = TrackerMock()
    private let scheduler = EventLoopScheduler(clock: .virtual)

    @Test func theListSearchesByName() {
        // Given
        let list = LocationListViewModel(
            source: source, navigator: LocationListNavigator(navigator: navigator),
            tracker: LocationListTracker(tracker: tracker),
            scheduler: scheduler, recentSearches: InMemoryRecentSearchesStore()
        )
        list.didAppear()

        // When
        list.content.search.edit(.insert("earth"))
        list.content.search.submit()
        list.didSelect()

        // Then
        #expect(list.content.pages.rows.loadedItems.map(\.name) == ["Earth (C-137)"])
        #expect(list.content.search.recent == ["earth"])
        #expect(navigator.navigatedDestinations == [AnyNavigation(LocationIncomingNavigation.detail(identifier: 1))])
    }

    @Test func theDetailShowsTypeDimensionAndResidentsAndOpensAResident() {
        // Given
        let detail = LocationDetailViewModel(
            identifier: 1, source: source, links: residents, reachable: .all,
            navigator: LocationDetailNavigator(navigator: navigator),
            tracker: LocationDetailTracker(tracker: tracker), scheduler: scheduler
        )
        detail.didAppear()

        // When
        detail.didActivateLink()

        // Then
        #expect(detail.detail.fields.map(\.value) == ["Planet", "Dimension C-137", "1"])
        #expect(detail.detail.sections.first?.heading == "Residents (2)")
        #expect(
            navigator.navigatedDestinations == [AnyNavigation(LocationOutgoingNavigation.character(identifier: 38))])
        #expect(tracker.names == ["location_detail_viewed", "location_detail_link_opened"])
    }

    @Test func aPlaceNobodyLivesInSaysSoAndUnknownFieldsSayUnknown() {
        // Given
        let detail = LocationDetailViewModel(
            identifier: 2, source: source, links: residents, reachable: .all,
            navigator: LocationDetailNavigator(navigator: navigator),
            tracker: LocationDetailTracker(tracker: tracker), scheduler: scheduler
        )

        // When
        detail.didAppear()

        // Then
        #expect(detail.detail.fields.map(\.value) == ["unknown", "unknown", "2"])
        #expect(detail.detail.sections.first?.note == "None.")
        #expect(detail.detail.links.isEmpty)
    }
}
