import Core
import Testing

/// A detail's selection over its links: kept on the link it was on when the links change, as
/// a list keeps its row by id.
@MainActor
@Suite struct LinkedDetailTests {
    private static func links(_ ids: [Int]) -> [LinkedRecord] {
        ids.map { LinkedRecord(id: $0, title: "Episode \($0)") }
    }

    private static func detail() -> LinkedDetail {
        let detail = LinkedDetail(title: "Morty Smith")
        detail.show(
            title: "Morty Smith", fields: [("Status", "Alive")],
            sections: [
                .init(heading: "Places", links: links([101, 102])), .init(heading: "Episodes", note: "Loading"),
            ])
        detail.update(section: 1, links: links([1, 2, 3, 4]), note: nil, counted: true)
        return detail
    }

    @Test func linksThatComeAgainWithOneMoreAboveKeepTheSelectionOnItsLink() {
        // Given episode 3 selected (the fifth link)
        let detail = Self.detail()
        detail.move(by: 4)
        #expect(detail.selectedLink?.link.id == 3)

        // When the episodes come again with one before it
        detail.update(section: 1, links: Self.links([1, 2, 5, 3, 4]), note: nil, counted: true)

        // Then
        #expect(detail.selectedLink?.link.id == 3)
        #expect(detail.selection.selected == 5)
    }

    @Test func aSelectedLinkThatIsGoneLeavesTheSelectionOnItsRowWithinTheLinks() {
        // Given the last episode selected
        let detail = Self.detail()
        detail.move(by: 5)
        #expect(detail.selectedLink?.link.id == 4)

        // When the episodes come again without it
        detail.update(section: 1, links: Self.links([1, 2]), note: nil, counted: true)

        // Then the last link there is selected
        #expect(detail.selectedLink?.link.id == 2)
        #expect(detail.selection.selected == 3)
    }
}
