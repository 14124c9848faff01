import TestSupport
import Testing

@testable import Core

@Suite struct CharacterFilterViewModelTests {
    private let navigator = NavigatorMock()
    private let tracker = TrackerMock()
    private let results = Results()

    /// What the presenter was handed back.
    private final class Results {
        var delivered: [CharacterFilter] = []
    }

    private func makeFilter(current: CharacterFilter = .none) -> CharacterFilterViewModel {
        let results = self.results
        return CharacterFilterViewModel(
            current: current,
            onApply: ResultHandler { results.delivered.append($0) },
            navigator: CharacterFilterNavigator(navigator: navigator),
            tracker: CharacterFilterTracker(tracker: tracker)
        )
    }

    @Test func applyHandsTheDraftBackAndCloses() {
        // Given
        let viewModel = makeFilter()
        viewModel.didCycleChoice(by: 1)

        // When
        viewModel.didTapApply()

        // Then
        #expect(results.delivered == [CharacterFilter(status: .alive)])
        #expect(navigator.dismissCount == 1)
        #expect(tracker.events(of: CharacterFilterEvent.self) == [.applied(CharacterFilter(status: .alive))])
    }

    @Test func closeHandsBackNothing() {
        // Given
        let viewModel = makeFilter()
        viewModel.didCycleChoice(by: 1)

        // When
        viewModel.didTapClose()

        // Then
        #expect(results.delivered.isEmpty)
        #expect(navigator.dismissCount == 1)
    }

    @Test func theResultIsHandedBackOnce() {
        // Given
        let viewModel = makeFilter()

        // When
        viewModel.didTapApply()
        viewModel.didTapApply()

        // Then
        #expect(results.delivered.count == 1)
    }

    @Test func theFormStartsFromTheCurrentFilter() {
        // When
        let viewModel = makeFilter(current: CharacterFilter(gender: .female, species: "Alien"))

        // Then
        #expect(viewModel.value(of: .status) == "any")
        #expect(viewModel.value(of: .gender) == "Female")
        #expect(viewModel.value(of: .species) == "Alien")
    }

    @Test func cyclingAChoiceGoesThroughEveryOptionAndBackToAny() {
        // Given
        let viewModel = makeFilter()
        var seen: [CharacterFilter.Status?] = []

        // When
        for _ in 0..<4 {
            viewModel.didCycleChoice(by: 1)
            seen.append(viewModel.draft.status)
        }

        // Then
        #expect(seen == [.alive, .dead, .unknown, nil])
    }

    @Test func cyclingBackFromAnyReachesTheLastOption() {
        // Given
        let viewModel = makeFilter()
        viewModel.didFocus(.gender)

        // When
        viewModel.didCycleChoice(by: -1)

        // Then
        #expect(viewModel.draft.gender == .unknown)
    }

    @Test func typingEditsTheFocusedTextField() {
        // Given
        let viewModel = makeFilter()
        viewModel.didFocus(.species)

        // When
        viewModel.didType("Humx")
        viewModel.didDeleteBackward()

        // Then
        #expect(viewModel.draft.species == "Hum")
        #expect(viewModel.draft.type == "")
    }

    @Test func leavingATextFieldKeepsItsFocusAndStopsTyping() {
        // Given Species being edited
        let viewModel = makeFilter()
        viewModel.didFocus(.species)
        viewModel.didType("Hum")

        // When the field is left, then typed at
        viewModel.didLeaveField()
        viewModel.didType("x")

        // Then the focus stayed, the text did not change
        #expect(viewModel.focus == .species)
        #expect(!viewModel.isEditing)
        #expect(viewModel.draft.species == "Hum")

        // And editing again takes typing
        viewModel.didStartEditing()
        viewModel.didType("an")
        #expect(viewModel.draft.species == "Human")
    }

    @Test func typingOnAChoiceChangesNothing() {
        // Given
        let viewModel = makeFilter()

        // When
        viewModel.didType("alive")

        // Then
        #expect(viewModel.draft == .none)
    }

    @Test func focusWrapsAroundTheFields() {
        // Given
        let viewModel = makeFilter()

        // When
        viewModel.didMoveFocus(by: -1)

        // Then
        #expect(viewModel.focus == .type)
    }

    @Test func resetClearsTheDraft() {
        // Given
        let viewModel = makeFilter(current: CharacterFilter(status: .dead, type: "Robot"))

        // When
        viewModel.didTapReset()

        // Then
        #expect(viewModel.draft == .none)
        #expect(results.delivered.isEmpty)
    }
}
