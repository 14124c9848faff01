import Core

nonisolated extension KeyBinding {
    /// `r` as the records allow: none for records built into the app; for a catalog file the
    /// file is read again when it changed, and the status line says when it did not (the
    /// screen is still refreshed from the latest read, which another screen's `r` may have made).
    static func refresh(_ refreshing: RecordRefresh, say: @escaping (String) -> Void, perform: @escaping () -> Void)
        -> KeyBinding?
    {
        let act: () -> Void
        switch refreshing {
        case .never: return nil
        case .always: act = perform
        case .whenChanged(let file):
            act = {
                let changed = file.hasChanged()
                perform()
                if !changed { say("\(UntrustedText.shown(file.name)) is unchanged since it was read") }
            }
        }
        return KeyBinding([.character("r")], "r", "refresh", priority: .low, named: .refresh, perform: act)
    }
}
