import Testing

@testable import Core

/// How a list's offset follows its selection: a row at a time, or half a page (columns).
@MainActor
@Suite struct ListStateScrollTests {
    private static let rows = 20
    private static let count = 100

    private func scrolled(selected: Int, offset: Int, step: ScrollStep) -> Int {
        var state = ListState(selected: selected, offset: offset)
        state.scrollToSelection(visibleRows: Self.rows, count: Self.count, step: step)
        return state.offset
    }

    @Test func aRowStepKeepsTheSelectionOnTheLastRowShown() {
        #expect(scrolled(selected: 20, offset: 0, step: .row) == 1)
    }

    @Test func aRowStepKeepsTheSelectionOnTheFirstRowShown() {
        #expect(scrolled(selected: 29, offset: 30, step: .row) == 29)
    }

    @Test func aHalfPageStepDownPutsTheSelectionMidList() {
        let offset = scrolled(selected: 20, offset: 0, step: .halfPage)
        #expect(offset == 10)
        #expect(20 - offset == 10)
    }

    @Test func aHalfPageStepUpPutsTheSelectionMidList() {
        let offset = scrolled(selected: 29, offset: 30, step: .halfPage)
        #expect(offset == 20)
        #expect(29 - offset == 9)
    }

    @Test func aHalfPageStepLeavesAVisibleSelectionWhereItIs() {
        #expect(scrolled(selected: 19, offset: 0, step: .halfPage) == 0)
        #expect(scrolled(selected: 30, offset: 30, step: .halfPage) == 30)
    }

    @Test func aHalfPageStepStopsAtTheEnds() {
        #expect(scrolled(selected: 99, offset: 75, step: .halfPage) == 80)
        #expect(scrolled(selected: 3, offset: 5, step: .halfPage) == 0)
    }

    @Test func aTinyWindowStillMovesByARow() {
        #expect(ScrollStep.halfPage.rows(visibleRows: 1) == 1)
        #expect(ScrollStep.halfPage.rows(visibleRows: 3) == 1)
        #expect(ScrollStep.halfPage.rows(visibleRows: 41) == 20)
    }
}
