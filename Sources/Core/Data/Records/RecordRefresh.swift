/// What refreshing a source's records can do: nothing (records built into the app or
/// handed in whole), ask again (a server), or read a catalog file again when it changed.
nonisolated public enum RecordRefresh: Sendable {
    case never
    case always
    case whenChanged(any ChangeCheckContract)
}

nonisolated extension RecordSourceContract {
    /// A server's records are asked for again; a source that knows better says so.
    public var refreshing: RecordRefresh { .always }
}
