import TestSupport
import Testing

@testable import Core

/// A filter with one field of each kind, as a feature declares one.
private struct ShapeFilter: ListFilterContract {
    var colour: Colour?
    var name = ""
    var note = ""

    enum Colour: String, CaseIterable, FilterOption {
        case red, green, blue
        var label: String { rawValue.capitalized }
    }

    static var fields: [FilterField<ShapeFilter>] {
        [
            .choice("colour", "Colour", \.colour, options: Colour.allCases), .text("name", "Name", \.name),
            .text("note", "Note", \.note),
        ]
    }
}

/// The shared Filter form, over a filter of its own: focus, editing, choices, reset, apply and close.
@MainActor
@Suite struct FilterFormScreenTests {
    private final class Outcome {
        var delivered: [ShapeFilter] = []
        var closed = 0
        var reports: [FilterFormReport<ShapeFilter>] = []
    }

    private let outcome = Outcome()

    private func makeForm(current: ShapeFilter = .none) -> FilterFormScreen<ShapeFilter> {
        let outcome = self.outcome
        return FilterFormScreen(
            current: current, words: RecordWords(host: "shape", one: "shape", many: "shapes"),
            onApply: ResultHandler { outcome.delivered.append($0) },
            close: { outcome.closed += 1 }, report: { outcome.reports.append($0) })
    }

    @Test func applyHandsTheDraftBackReportsItAndCloses() {
        // Given
        let form = makeForm()
        form.didCycleChoice(by: 1)

        // When
        form.didTapApply()

        // Then
        #expect(outcome.delivered == [ShapeFilter(colour: .red)])
        #expect(outcome.closed == 1)
        #expect(outcome.reports == [.applied(ShapeFilter(colour: .red))])
    }

    @Test func closeHandsBackNothing() {
        // Given
        let form = makeForm()
        form.didCycleChoice(by: 1)

        // When
        form.didTapClose()

        // Then
        #expect(outcome.delivered.isEmpty)
        #expect(outcome.closed == 1)
        #expect(outcome.reports == [.closed])
    }

    @Test func theResultIsHandedBackOnce() {
        // Given
        let form = makeForm()

        // When
        form.didTapApply()
        form.didTapApply()

        // Then
        #expect(outcome.delivered.count == 1)
    }

    @Test func aFormWhoseFirstFieldIsTextOpensWithNoFieldTakingTyping() {
        // Given the Locations filter, whose first field (type) is text, just opened
        let form = FilterFormScreen<LocationFilter>(
            current: LocationFilter(), words: LocationKind.names.words, onApply: nil, close: {}, report: { _ in })

        // When a key is typed, then it is not the field's: the sheets open alike, so 1-4, q and ? act
        #expect(!form.isEditing)
        form.didType("3")
        #expect(form.draft.type == "")

        // And editing it (→, l or space) takes typing
        form.didStartEditing()
        form.didType("planet")
        #expect(form.draft.type == "planet")
    }

    @Test func theFormStartsFromTheCurrentFilter() {
        // When
        let form = makeForm(current: ShapeFilter(colour: .blue, name: "Cube"))

        // Then
        #expect(form.value(of: \.colour) == "Blue")
        #expect(form.value(of: \.name) == "Cube")
        #expect(form.value(of: \.note) == "")
        #expect(form.textField(\.name)?.text == "Cube")
        #expect(form.focus == \.colour)
        #expect(!form.isEditing)
    }

    @Test func cyclingAChoiceGoesThroughEveryOptionAndBackToAny() {
        // Given
        let form = makeForm()
        var seen: [String] = []

        // When
        for _ in 0..<4 {
            form.didCycleChoice(by: 1)
            seen.append(form.value(of: \.colour))
        }

        // Then
        #expect(seen == ["Red", "Green", "Blue", "any"])
    }

    @Test func cyclingBackFromAnyReachesTheLastOption() {
        // Given
        let form = makeForm()

        // When
        form.didCycleChoice(by: -1)

        // Then
        #expect(form.draft.colour == .blue)
    }

    @Test func typingEditsTheFocusedTextFieldOnly() {
        // Given
        let form = makeForm()
        form.didFocus(\.name)

        // When
        form.didType("Cubx")
        form.didDeleteBackward()

        // Then
        #expect(form.draft.name == "Cub")
        #expect(form.draft.note == "")
        #expect(form.focusedText?.text == "Cub")
    }

    @Test func leavingATextFieldKeepsItsFocusAndStopsTyping() {
        // Given Name being edited
        let form = makeForm()
        form.didFocus(\.name)
        form.didType("Cu")

        // When the field is left, then typed at
        form.didLeaveField()
        form.didType("x")

        // Then the focus stayed, the text did not change
        #expect(form.focus == \.name)
        #expect(!form.isEditing)
        #expect(form.draft.name == "Cu")

        // And editing again takes typing
        form.didStartEditing()
        form.didType("be")
        #expect(form.draft.name == "Cube")
    }

    @Test func typingOrEditingOnAChoiceChangesNothing() {
        // Given
        let form = makeForm()

        // When
        form.didType("red")
        form.didStartEditing()

        // Then
        #expect(form.draft == .none)
        #expect(!form.isEditing)
    }

    @Test func cyclingOnATextChangesNothing() {
        // Given
        let form = makeForm(current: ShapeFilter(name: "Cube"))
        form.didFocus(\.name)

        // When
        form.didCycleChoice(by: 1)

        // Then
        #expect(form.draft == ShapeFilter(name: "Cube"))
    }

    @Test func focusWrapsAroundTheFieldsAndATextFieldTakesTypingAtOnce() {
        // Given
        let form = makeForm()

        // When
        form.didMoveFocus(by: -1)

        // Then
        #expect(form.focus == \.note)
        #expect(form.isEditing)
        form.didMoveFocus(by: 1)
        #expect(form.focus == \.colour)
        #expect(!form.isEditing)
    }

    @Test func aClickBelowTheFieldsFocusesNothing() {
        // Given
        let form = makeForm()

        // When
        form.didFocus(at: 3)
        form.didFocus(at: -1)

        // Then
        #expect(form.focus == \.colour)
    }

    @Test func resetClearsTheDraftAndTheTextFields() {
        // Given
        let form = makeForm(current: ShapeFilter(colour: .green, note: "round"))

        // When
        form.didTapReset()

        // Then
        #expect(form.draft == .none)
        #expect(form.textField(\.note)?.text == "")
        #expect(outcome.delivered.isEmpty)
        #expect(outcome.reports == [.reset])
    }
}

/// A filter's fields as saved state, events and the list's badge read them.
@MainActor
@Suite struct ListFilterContractTests {
    @Test func theActiveCountCountsAChoiceMadeAndATextNotBlank() {
        #expect(ShapeFilter.none.activeCount == 0)
        #expect(ShapeFilter(colour: .red, name: "  ", note: "x").activeCount == 2)
    }

    @Test func savedValuesReadBackAsTheSameFilter() {
        // Given
        let filter = ShapeFilter(colour: .green, name: " Cube ", note: "")

        // When
        let values = filter.savedValues

        // Then
        #expect(values == ["colour": "green", "name": " Cube ", "note": ""])
        #expect(ShapeFilter(savedValues: values) == filter)
        #expect(ShapeFilter(savedValues: [:]) == ShapeFilter.none)
    }

    @Test func aValueNoFieldCanHoldIsRefused() {
        #expect(ShapeFilter(savedValues: ["colour": "purple"]) == nil)
        #expect(ShapeFilter(savedValues: ["name": String(repeating: "x", count: TextField.maximumLength + 1)]) == nil)
    }

    @Test func eventsReportEveryFieldTrimmedAndAnUnmadeChoiceEmpty() {
        #expect(
            FilterFormReport.applied(ShapeFilter(name: " Cube ")).properties == [
                "colour": "", "name": "Cube", "note": "",
            ])
        #expect(FilterFormReport<ShapeFilter>.viewed.properties == [:])
    }
}
