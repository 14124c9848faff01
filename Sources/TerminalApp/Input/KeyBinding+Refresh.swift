import Core

nonisolated extension KeyBinding {
    /// `r` as the records allow: none for records built into the app; for a catalog file the
    /// file is read again when it changed, and the status line says when it did not, or when
    /// a read is still under way (the screen is still refreshed from the latest read, which
    /// another screen's `r` may have made: it said "unchanged" as that read's rows came in).
    static func refresh(_ refreshing: RecordRefresh, say: @escaping (String) -> Void, perform: @escaping () -> Void)
        -> KeyBinding?
    {
        let act: () -> Void
        switch refreshing {
        case .never: return nil
        case .always: act = perform
        case .whenChanged(let file):
            act = {
                let (reading, changed) = (file.isBeingRead, file.hasChanged())
                perform()
                let name = UntrustedText.shown(file.name)
                if reading {
                    say(FrameStrings.fileBeingRead.text(["name": name]))
                } else if !changed {
                    say(FrameStrings.fileUnchanged.text(["name": name]))
                }
            }
        }
        return KeyBinding(
            [.character("r")], "r", FrameStrings.refresh.text, priority: .low, named: .refresh, perform: act)
    }
}
