/// A screen with a terminal face. Each feature's face folder (Views/<Feature>/) makes its
/// ViewModels conform, so the front end finds a screen's view without a list of features.
protocol TerminalPresentable: AnyObject {
    var terminalView: any ScreenView { get }
}
