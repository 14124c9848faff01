import Core

/// A config's `[cache]`: a server's answers kept on disk, how many megabytes they may take, and
/// whether the app answers from them alone (`--offline` wins when given).
nonisolated package struct CacheSettings: Sendable, Equatable {
    var offline = false
    /// The saved answers' bound, in megabytes; 0 keeps none.
    var recordsMegabytes = AnswerStore.defaultMaximumBytes >> 20

    var recordsBytes: Int { recordsMegabytes << 20 }

    static let keys = ["offline", "records_mb"]

    mutating func set(_ entry: ConfigTOML.Entry) throws(UserConfig.Problem) {
        switch entry.key {
        case "offline":
            guard case .boolean(let value) = entry.value else {
                throw UserConfig.Problem("offline takes true or false; found \(entry.value.kind)")
            }
            offline = value
        case "records_mb": recordsMegabytes = try UserConfig.integer(entry, in: 0...100_000)
        default:
            throw UserConfig.unknown(entry.key, as: "key", in: "cache", known: Self.keys)
        }
    }
}
