/// One question in a small box: confirm or cancel, and the answer goes back to whoever
/// asked. Leaving the box any other way (Back) counts as cancelling.
public final class AlertViewModel: ScreenViewModelContract {
    public let question: AlertNavigation
    private let navigator: any NavigatorContract
    private var answered = false

    public init(question: AlertNavigation, navigator: any NavigatorContract) {
        self.question = question
        self.navigator = navigator
    }

    public var title: String { question.title }

    public func didConfirm() {
        answer(.confirmed)
    }

    public func didCancel() {
        answer(.cancelled)
    }

    /// The box went away without an answer (Back, a deep link): that is a cancel.
    public func didDisappear() {
        guard !answered else { return }
        answered = true
        question.onAnswer.deliver(.cancelled)
    }

    private func answer(_ answer: AlertAnswer) {
        guard !answered else { return }
        answered = true
        // Closed first, so what the answer does happens on the screen beneath.
        navigator.dismiss()
        question.onAnswer.deliver(answer)
    }
}
