import Core
import Testing

/// A field's cursor stays on a character boundary whatever the typed scalars join.
@MainActor
@Suite struct TextFieldGraphemeTests {
    /// Types each scalar on its own, as a terminal delivers them.
    private func typed(_ scalars: String, into field: inout TextField) {
        for scalar in scalars.unicodeScalars { field.insert(String(scalar)) }
    }

    private func cursorIsOnABoundary(_ field: TextField) -> Bool {
        field.cursor == field.text.endIndex || field.text.indices.contains(field.cursor)
    }

    @Test func aCombiningMarkJoinsTheLetterBeforeItAndTypingGoesOn() {
        // Given an empty field
        var field = TextField()

        // When e, U+0301 and x are typed one at a time
        typed("e\u{301}x", into: &field)

        // Then the mark joined the e and x follows it, the cursor at the end
        #expect(field.text == "e\u{301}x")
        #expect(field.text.count == 2)
        #expect(field.afterCursor.isEmpty)
    }

    @Test func backspaceAfterAMarkDeletesTheWholeCharacter() {
        // Given é typed as e then U+0301
        var field = TextField()
        typed("ae\u{301}", into: &field)

        // When Backspace is pressed
        field.apply(.deleteBackward)

        // Then the letter and its mark went together
        #expect(field.text == "a")
        #expect(cursorIsOnABoundary(field))
    }

    @Test func pastedClustersKeepTheCursorAtTheirEnd() {
        // Given
        var field = TextField()

        // When e + U+0301 + x and a thumbs-up with a skin tone are pasted, then more typed
        field.insert("e\u{301}x")
        field.insert("👍🏽e")
        field.insert("!")

        // Then
        #expect(field.text == "e\u{301}x👍🏽e!")
        #expect(field.afterCursor.isEmpty)
    }

    @Test func aMarkTypedBeforeTheCursorInTheMiddleJoinsTheCharacterBeforeIt() {
        // Given "ab" with the cursor between a and b
        var field = TextField("ab")
        field.apply(.moveLeft)

        // When a combining mark and a letter are typed there
        typed("\u{308}c", into: &field)

        // Then ä, c, then b; the cursor before b
        #expect(field.text == "a\u{308}cb")
        #expect(field.afterCursor == "b")
    }

    @Test func regionalIndicatorsTypedOneByOneMakeAFlagAndTheCursorNeverSplitsIt() {
        // Given
        var field = TextField()

        // When F then R (regional indicators) are typed, then Left, then a letter
        typed("\u{1F1EB}\u{1F1F7}", into: &field)
        field.apply(.moveLeft)
        field.insert("x")

        // Then the flag is one character and x went before it
        #expect(field.text == "x🇫🇷")
        #expect(field.afterCursor == "🇫🇷")
    }

    @Test func aJoinerAndAnEmojiTypedAfterAnEmojiMakeOneFamily() {
        // Given
        var field = TextField()

        // When man, ZWJ, woman are typed one scalar at a time, then Backspace
        typed("\u{1F468}\u{200D}\u{1F469}", into: &field)
        #expect(field.text.count == 1)
        field.apply(.deleteBackward)

        // Then the whole sequence went
        #expect(field.text.isEmpty)
    }

    @Test func ctrlWAndCtrlUDeleteWholeCharactersAfterMarks() {
        // Given two words whose letters carry marks
        var field = TextField()
        typed("e\u{301}e\u{301} a\u{301}b", into: &field)

        // When Ctrl-W, then Ctrl-U
        field.apply(.deleteWordBackward)
        #expect(field.text == "e\u{301}e\u{301} ")
        field.apply(.deleteToStart)

        // Then
        #expect(field.text.isEmpty)
        #expect(cursorIsOnABoundary(field))
    }

    @Test func deleteRemovesTheCharacterUnderTheCursorAndCtrlKTheRest() {
        // Given "rick sanchez" with the cursor after "rick"
        var field = TextField("rick sanchez")
        for _ in 0..<8 { field.apply(.moveLeft) }

        // When Delete, then Ctrl-K
        let deleted = field.apply(.deleteForward)
        #expect(deleted)
        #expect(field.text == "ricksanchez")
        field.apply(.deleteToEnd)

        // Then
        #expect(field.text == "rick")
        #expect(field.afterCursor.isEmpty)
        #expect(field.apply(.deleteForward) == false)
    }

    @Test func marksAloneCannotGrowAFieldWithoutBound() {
        // Given a letter
        var field = TextField("a")

        // When ten thousand combining marks are typed
        for _ in 0..<10_000 { field.insert("\u{301}") }

        // Then the field stopped taking them
        #expect(field.text.unicodeScalars.count <= TextField.maximumScalars)
        #expect(cursorIsOnABoundary(field))
    }
}
