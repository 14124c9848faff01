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
                    KeyBinding.backKeys, KeyBinding.label(of: KeyBinding.backKeys), "back",
                    footer: atRoot ? .hidden : .custom("esc back"), named: .back
                ) {
                    [unowned self] in back()
                })
            table += historyBindings
            for (index, tab) in session.tabs.tabs.enumerated() where index < 9 {
                let footer: KeyBinding.Footer =
                    index == 0 ? .custom("1-\(min(session.tabs.tabs.count, 9)) tabs") : .hidden
                table.append(
                    KeyBinding(
                        [.character(Character(String(index + 1)))], "\(index + 1)", "\(tab.title) tab", footer: footer
                    ) {
                        [unowned self] in session.selectTab(index)
                    })
            }
            if let link = session.activeScreen.link {
                // In the footer while there is room; moving around comes first.
                table.append(
                    KeyBinding([.character("y")], "y", "copy link", priority: .low, named: .copyLink) {
                        [unowned self] in copy(link)
                    })
            } else {
                // Nothing selected has a link (Home, a record that does not exist): the key says
                // so rather than doing nothing, and the footer does not offer it.
                let key = keyMap.keys(for: .copyLink).first?.label ?? "y"
                let why = "Nothing to copy here · \(key) copies the link of a selected record"
                table.append(
                    KeyBinding([.character("y")], "y", "copy link (none here)", footer: .hidden, named: .copyLink) {
                        [unowned self] in show(status: why)
                    })
            }
            table += recordActionBindings
            if let modal = session.layers.last?.modal, modal.navigation.detents.count > 1 {
                let next = modal.detent == .medium ? "grow" : "shrink"
                table.append(KeyBinding([.control("e")], "^E", next) { [unowned self] in cycleSheetDetent() })
            }
        }
        table += [
            // Help names F1 as well: the footer's "? help" is the key every terminal has.
            KeyBinding(
                [.character("?"), .function(1)], "?/F1", "help", footer: .custom("? help"), priority: .always,
                named: .help
            ) {
                [unowned self] in
                open(.help(offset: 0))
            },
            // Quit before the palette: when the footer runs out of room, "q quit" stays.
            KeyBinding([.character("q")], "q", "quit", priority: .always, named: .quit) { [unowned self] in quit() },
        ]
        if !asking {
            table.append(
                KeyBinding(
                    [.character(":")], ":", "go to anything", footer: .custom(": go to"), priority: .always,
                    named: .goTo
                ) {
                    [unowned self] in
                    open(.palette(GoToPalette(container: session.container)))
                })
        }
        table.append(
            KeyBinding([.control("z")], "^Z", "suspend (fg resumes)", footer: .hidden) { [unowned self] in
                requestSuspend()
            })
        table.append(KeyBinding([.control("c")], "^C", "quit", footer: .hidden) {})
        // Taken before any table (it works over help and a too-small screen): listed here for help.
        table.append(KeyBinding([.control("l")], "^L", "repaint the screen", footer: .hidden) {})
        // Listed in help; in the footer only while the pane is docked (it names what is open).
        table.append(
            KeyBinding(
                [.function(12)], "F12", "navigation inspector",
                footer: inspectorScroll == nil ? .hidden : .custom("F12 inspector")
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
                return KeyBinding(keys, label, "\(action.label) (none here)", footer: .hidden, named: named) {
                    [unowned self] in show(status: why)
                }
            }
            return KeyBinding(keys, label, action.label, footer: .hidden, named: named) {
                [unowned self] in show(status: action.perform(record))
            }
        }
    }

    /// `[` is one more Back (browser-style, beside `]`); `]` brings back what Back popped,
    /// offered in the footer only when there is something.
    private var historyBindings: [KeyBinding] {
        [
            KeyBinding([.character("[")], "[", "back (history)", footer: .hidden, named: .historyBack) {
                [unowned self] in back()
            },
            KeyBinding(
                [.character("]")], "]", "forward (what back left)",
                footer: session.canGoForward ? .custom("] forward") : .hidden,
                priority: .high, named: .forward
            ) {
                [unowned self] in
                if !session.forward() { show(status: "Nothing to go forward to · ] brings back what Back left") }
            },
        ]
    }

    private func back() {
        if session.back() == .atRoot {
            show(status: "Nothing to go back to · press \(keyMap.keys(for: .quit)[0].label) to quit")
        }
    }

    /// Asks in an alert before the palette forgets where the user went; says so after.
    func confirmForgetHistory(of palette: GoToPalette) {
        let count = palette.historyCount
        let places = count == 1 ? "the 1 place" : "all \(count) places"
        session.coordinator.deepest.ask(
            "Forget recent places?", message: "Go to (:) forgets \(places) you went to from it.", confirm: "Forget"
        ) { [weak self] answer in
            // The palette the question came from is back, whatever the answer.
            defer { self?.open(.palette(palette)) }
            guard answer == .confirmed else { return }
            palette.forgetHistory()
            self?.show(status: count == 1 ? "Forgot 1 recent place" : "Forgot \(count) recent places")
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
