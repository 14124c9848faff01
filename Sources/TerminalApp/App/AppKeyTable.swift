import Core

/// The app's own keys, consulted after the view's: Back, tabs, sheet height, help, quit,
/// the palette. Dispatch, the footer and the help panel all read this one table.
extension AppController {
    var appBindings: [KeyBinding] {
        // An alert waits for its answer: only help and quit work beside its own keys.
        let asking = session.layers.last?.modal?.navigation.style == .alert
        var table: [KeyBinding] = []
        if !asking {
            let atRoot = session.layers.count == 1 && session.coordinator.path.isEmpty
            table.append(
                KeyBinding(
                    KeyBinding.backKeys, KeyBinding.label(of: KeyBinding.backKeys), FrameStrings.back.text,
                    footer: atRoot ? .hidden : .custom("esc " + FrameStrings.back.text), named: .back
                ) {
                    [unowned self] in back()
                })
            table += historyBindings
            for (index, tab) in session.tabs.tabs.enumerated() where index < 9 {
                let footer: KeyBinding.Footer =
                    index == 0 ? .custom("1-\(min(session.tabs.tabs.count, 9)) " + FrameStrings.tabs.text) : .hidden
                table.append(
                    KeyBinding(
                        [.character(Character(String(index + 1)))], "\(index + 1)",
                        FrameStrings.tab.text(["tab": tab.title]),
                        footer: footer
                    ) {
                        [unowned self] in session.selectTab(index)
                    })
            }
            if let link = session.activeScreen.link {
                // In the footer while there is room; moving around comes first.
                table.append(
                    KeyBinding([.character("y")], "y", FrameStrings.copyLink.text, priority: .low, named: .copyLink) {
                        [unowned self] in copy(link)
                    })
            } else {
                // Nothing selected has a link (Home, a record that does not exist): the key says
                // so rather than doing nothing, and the footer does not offer it.
                let key = keyMap.keys(for: .copyLink).first?.label ?? "y"
                let why = FrameStrings.nothingToCopy.text(["key": key])
                table.append(
                    KeyBinding(
                        [.character("y")], "y", FrameStrings.copyLinkNone.text, footer: .hidden, named: .copyLink
                    ) {
                        [unowned self] in show(status: why)
                    })
            }
            table += recordActionBindings
            if let modal = session.layers.last?.modal, modal.navigation.detents.count > 1 {
                let next = modal.detent == .medium ? FrameStrings.grow.text : FrameStrings.shrink.text
                table.append(KeyBinding([.control("e")], "^E", next) { [unowned self] in cycleSheetDetent() })
            }
        }
        table += [
            // Help names F1 as well: the footer's "? help" is the key every terminal has.
            KeyBinding(
                [.character("?"), .function(1)], "?/F1", FrameStrings.help.text,
                footer: .custom("? " + FrameStrings.help.text), priority: .always,
                named: .help
            ) {
                [unowned self] in
                open(.help(offset: 0))
            },
            // Quit before the palette: when the footer runs out of room, "q quit" stays.
            KeyBinding([.character("q")], "q", FrameStrings.quit.text, priority: .always, named: .quit) {
                [unowned self] in quit()
            },
        ]
        if !asking {
            table.append(
                KeyBinding(
                    [.character(":")], ":", FrameStrings.goToAnything.text,
                    footer: .custom(": " + FrameStrings.goTo.text), priority: .always,
                    named: .goTo
                ) {
                    [unowned self] in
                    open(.palette(GoToPalette(container: session.container)))
                })
        }
        table.append(
            KeyBinding([.control("z")], "^Z", FrameStrings.suspend.text, footer: .hidden) { [unowned self] in
                requestSuspend()
            })
        table.append(KeyBinding([.control("c")], "^C", FrameStrings.quit.text, footer: .hidden) {})
        // Taken before any table (it works over help and a too-small screen): listed here for help.
        table.append(KeyBinding([.control("l")], "^L", FrameStrings.repaint.text, footer: .hidden) {})
        // Listed in help; in the footer only while the pane is docked (it names what is open).
        table.append(
            KeyBinding(
                [.function(12)], "F12", FrameStrings.inspector.text,
                footer: inspectorScroll == nil ? .hidden : .custom("F12 " + FrameStrings.inspectorShort.text)
            ) {
                [unowned self] in toggleInspector()
            })
        return keyMap.apply(table)
    }

    /// The keys this run's features register for the record in front of any screen (a star):
    /// out of the footer, listed in help; with no record in front, the key says so.
    private var recordActionBindings: [KeyBinding] {
        let record = session.activeScreen.recordInFront
        return session.container.recordActions.map { action in
            let named = KeyAction(action.key)
            let keys = named.defaultKeys
            let label = KeyBinding.label(of: keys)
            guard let record else {
                let why = action.nothing(keyMap.keys(for: named).first?.label ?? label)
                return KeyBinding(
                    keys, label, FrameStrings.noneHere.text(["action": action.label(nil)]), footer: .hidden,
                    named: named
                ) {
                    [unowned self] in show(status: why)
                }
            }
            return KeyBinding(keys, label, action.label(record), footer: .hidden, named: named) {
                [unowned self] in show(status: action.perform(record))
            }
        }
    }

    /// `[` is one more Back (browser-style, beside `]`); `]` brings back what Back popped,
    /// offered in the footer only when there is something. It gives way before the screen's
    /// ways on (open, search) when the line is short, and after its other keys.
    private var historyBindings: [KeyBinding] {
        [
            KeyBinding([.character("[")], "[", FrameStrings.historyBack.text, footer: .hidden, named: .historyBack) {
                [unowned self] in back()
            },
            KeyBinding(
                [.character("]")], "]", FrameStrings.forwardHelp.text,
                footer: session.canGoForward ? .custom("] " + FrameStrings.forward.text) : .hidden,
                named: .forward
            ) {
                [unowned self] in
                if !session.forward() { show(status: FrameStrings.nothingForward.text) }
            },
        ]
    }

    private func back() {
        if session.back() == .atRoot {
            show(status: FrameStrings.nothingBack.text(["key": keyMap.keys(for: .quit)[0].label]))
        }
    }

    /// Asks in an alert before the palette forgets where the user went; says so after.
    func confirmForgetHistory(of palette: GoToPalette) {
        let count = palette.historyCount
        session.coordinator.deepest.ask(
            FrameStrings.forgetPlacesTitle.text, message: FrameStrings.forgetPlaces.text(count),
            confirm: FrameStrings.forget.text
        ) { [weak self] answer in
            // The palette the question came from is back, whatever the answer.
            defer { self?.open(.palette(palette)) }
            guard answer == .confirmed else { return }
            palette.forgetHistory()
            self?.show(status: FrameStrings.forgotPlaces.text(count))
        }
    }

    /// Grows or shrinks the sheet in front. It belongs to the coordinator that presented
    /// it: the layer beneath the deepest one.
    private func cycleSheetDetent() {
        let layers = session.layers
        guard layers.count >= 2, let modal = layers.last?.modal else { return }
        layers.first { $0.coordinator.sheet === modal }?.coordinator.cycleSheetDetent()
    }
}
