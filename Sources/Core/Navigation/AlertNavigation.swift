/// A question with one answer to confirm (a small box: Enter confirms, Esc cancels),
/// presented with the `.alert` style. Any screen may ask one; the System feature builds it,
/// so no feature needs another to ask. The answer comes back typed, like the Filter's.
nonisolated public struct AlertNavigation: IncomingNavigationContract {
    /// The question, in a few words: "Forget all recent searches?"
    public let title: String
    /// What confirming does, in a sentence.
    public let message: String
    /// The confirming action's name: "Forget".
    public let confirmTitle: String
    public let onAnswer: ResultHandler<AlertAnswer>

    public init(title: String, message: String, confirmTitle: String, onAnswer: ResultHandler<AlertAnswer>) {
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.onAnswer = onAnswer
    }
}

/// What the user answered.
nonisolated public enum AlertAnswer: Hashable, Sendable {
    case confirmed
    case cancelled
}

extension NavigatorContract {
    /// Asks a question in an alert; `answer` hears what the user chose.
    public func ask(_ title: String, message: String, confirm: String, answer: @escaping (AlertAnswer) -> Void) {
        present(
            AlertNavigation(title: title, message: message, confirmTitle: confirm, onAnswer: ResultHandler(answer)),
            style: .alert
        )
    }
}
