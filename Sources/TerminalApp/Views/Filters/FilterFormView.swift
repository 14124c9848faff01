import Core

/// Any feature's Filter form: each field on a row, a choice drawn ‹ › and a text in [ ],
/// the hint above and how many fields narrow below.
struct FilterFormView<Filter: ListFilterContract>: ScreenView {
    let viewModel: FilterFormScreen<Filter>

    func bindings(_ context: ViewContext) -> [KeyBinding] {
        var table = [KeyBinding([.enter], "enter", FilterStrings.apply.text) { viewModel.didTapApply() }]
        // A form of one field (the Episodes' season) has no other field to move to.
        if viewModel.fields.count > 1 {
            table += [
                KeyBinding(
                    [.tab, .down], "tab/↓", FilterStrings.nextField.text,
                    footer: .custom("tab " + FilterStrings.next.text)
                ) {
                    viewModel.didMoveFocus(by: 1)
                },
                KeyBinding([.backTab, .up], "⇧tab/↑", FilterStrings.previousField.text, footer: .hidden) {
                    viewModel.didMoveFocus(by: -1)
                },
            ]
        }
        table.append(KeyBinding([.control("r")], "^R", FilterStrings.reset.text) { viewModel.didTapReset() })
        if viewModel.isEditing {
            table.append(KeyBinding([.escape], "esc", FilterStrings.leaveField.text) { viewModel.didLeaveField() })
            table += KeyBinding.textEditing { viewModel.didEdit($0) }
        } else {
            if viewModel.focusedField.isText {
                table.append(
                    KeyBinding(
                        [.right, .character("l"), .character(" ")], "→/l/space", FilterStrings.editField.text,
                        footer: .custom("→ " + FilterStrings.edit.text)
                    ) {
                        viewModel.didStartEditing()
                    })
            } else {
                // A choice drawn ‹ › turns both ways: ← and h go back through it here (before
                // the Back keys, which would close the sheet and drop the edits).
                table.append(
                    KeyBinding(
                        [.right, .character("l"), .character(" ")], "→/l/space", FilterStrings.nextChoice.text,
                        footer: .custom("→ " + FilterStrings.change.text)
                    ) {
                        viewModel.didCycleChoice(by: 1)
                    })
                table.append(
                    KeyBinding([.left, .character("h")], "←/h", FilterStrings.previousChoice.text, footer: .hidden) {
                        viewModel.didCycleChoice(by: -1)
                    })
            }
            // Back keys close it, as in every modal, but for the ← and h a choice takes.
            let taken = Set(table.flatMap(\.keys))
            let closing = KeyBinding.backKeys.filter { !taken.contains($0) }
            table.append(
                KeyBinding(
                    closing, KeyBinding.label(of: closing), FilterStrings.close.text,
                    footer: .custom("esc " + FilterStrings.close.text), named: .back
                ) {
                    viewModel.didTapClose()
                })
        }
        return table
    }

    /// A click on a field's row focuses that field.
    func click(x: Int, y: Int, area: Rect) {
        viewModel.didFocus(at: y - (area.y + 2))
    }

    var clickAction: String? { FilterStrings.focusField.text }

    /// The hint and the summary beside the fields' column: what a medium sheet is sized to.
    var contentSize: (width: Int, height: Int)? {
        (TextWidth.of(Self.hint(back: "Esc")) + 2, 3 + viewModel.fields.count + 1)
    }

    /// `back` is the Back key as the config binds it.
    private static func hint(back: String) -> String {
        FilterStrings.hint.text(["back": back])
    }

    var hasTextFields: Bool { true }

    var textInput: ((String) -> Void)? {
        viewModel.isEditing ? { viewModel.didType($0) } : nil
    }

    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)? {
        let theme = context.theme
        var cursor: (x: Int, y: Int)?
        canvas.text(
            TextLayout.cut(Self.hint(back: context.key(.back)), width: area.width - 2, ellipsis: theme.ellipsis),
            x: area.x + 1, y: area.y,
            maxWidth: area.width - 2, style: theme.muted)
        // The values line up after the longest label.
        let labelWidth = viewModel.fields.map { TextWidth.of($0.label) + 1 }.max() ?? 0
        for (index, field) in viewModel.fields.enumerated() {
            let y = area.y + 2 + index
            guard y < area.maxY else { break }
            let focused = viewModel.isFocused(at: index)
            let editing = focused && viewModel.isEditing
            canvas.text(focused ? theme.pointer : " ", x: area.x + 1, y: y, style: .bold)
            canvas.text(field.label + ":", x: area.x + 3, y: y, style: .bold)
            let x = area.x + 5 + labelWidth
            let value = viewModel.value(at: index)
            if let edited = viewModel.textField(at: index) {
                let width = max(min(area.maxX - x - 3, 30), 1)
                let window =
                    editing
                    ? FieldWindow.layout(edited, width: width)
                    : (TextWidth.truncate(value, to: width, ellipsis: theme.ellipsis), 0)
                canvas.text(
                    "[" + String(repeating: " ", count: width) + "]", x: x, y: y, style: focused ? .bold : theme.muted)
                canvas.text(window.0, x: x + 1, y: y, maxWidth: width, style: editing ? Style(underline: true) : .plain)
                if editing { cursor = (x + 1 + window.1, y) }
            } else {
                let style = focused ? theme.selection : Style.plain
                canvas.text(
                    theme.chrome("‹ ") + value + theme.chrome(" ›"), x: x, y: y, maxWidth: area.maxX - x, style: style)
            }
        }
        let active = viewModel.draft.activeCount
        let summaryY = area.y + 3 + viewModel.fields.count
        if summaryY < area.maxY {
            let summary =
                active == 0
                // The feature's sentence: its words agree with its noun ("todas las ubicaciones").
                ? viewModel.words.unfiltered.text : FilterStrings.active.text(active)
            // Wider than the sheet (Spanish's "todas las ubicaciones"), it goes on onto the row below,
            // else it takes the blank row above it: a short sheet has none below.
            let blankY = summaryY - 1
            let lines = TextLayout.wrap(
                summary, width: area.width - 2, maximumLines: area.maxY - blankY, ellipsis: theme.ellipsis)
            let firstY = max(blankY, min(summaryY, area.maxY - lines.count))
            for (offset, line) in lines.enumerated() {
                canvas.text(line, x: area.x + 1, y: firstY + offset, maxWidth: area.width - 2, style: theme.muted)
            }
        }
        return cursor
    }
}

// Every feature's Filter ViewModel is a form of this kind, so one face serves them all.
extension FilterFormScreen: TerminalPresentable {
    var terminalView: any ScreenView { FilterFormView(viewModel: self) }
}
