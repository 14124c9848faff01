@preconcurrency import CNcurses
import Glibc

/// The questions the app asks the terminal at start (the kitty keyboard and graphics
/// queries, the cell's size, DA1 last) and their answers, which come in with the keys. An
/// answer counts only while its question is open: the same bytes in a paste, or from a
/// program writing to the terminal, switch nothing.
final class GraphicsNegotiation {
    /// Until when an answer counts; nil once the terminal answered DA1, asked last.
    private var openUntil: ContinuousClock.Instant?
    /// How long a terminal that answers no question has before a late answer is taken for
    /// a paste rather than an answer.
    static let answerTime = Duration.seconds(2)
    /// What the terminal said it can draw so far.
    private(set) var graphics = TerminalGraphics()
    /// Told what the terminal can draw once it has answered every question (on DA1).
    var onGraphics: ((TerminalGraphics) -> Void)?
    /// Pushes the kitty keyboard protocol when the terminal says it speaks it.
    private let keyboard: KittyKeyboardMode

    init(keyboard: KittyKeyboardMode) {
        self.keyboard = keyboard
    }

    /// The questions for terminal `name`, DA1 last: every terminal answers it, and in order,
    /// so its answer closes the rest. With `asksGraphics` they ask what pictures it draws.
    /// GNU screen takes an application command for its status line, and tmux for the pane's
    /// title: kitty's query is not asked there (nor, under screen, the cell's size).
    func questions(asksGraphics: Bool, term name: String) -> String {
        openUntil = .now + Self.answerTime
        graphics.cellSize = Self.kernelCellSize()
        let screen = name.hasPrefix("screen")
        let kittyQuestion = asksGraphics && !screen && !name.hasPrefix("tmux") ? KittyGraphics.query : ""
        let cellQuestion = asksGraphics && !screen ? TerminalReply.cellSizeQuery : ""
        return KittyKeyboard.query + kittyQuestion + cellQuestion + TerminalReply.deviceAttributesQuery
    }

    /// Whether answers are still awaited (their pieces may then take a moment to come).
    var isAwaitingAnswers: Bool {
        openUntil.map { ContinuousClock.now < $0 } ?? false
    }

    /// Acts on an answer while its question is open.
    func take(_ reply: TerminalReply) {
        guard let until = openUntil, ContinuousClock.now < until else {
            openUntil = nil
            return
        }
        switch reply {
        case .kittyKeyboard: keyboard.push()
        case .kittyGraphics(let ok): graphics.kitty = ok
        case .cellSize(let width, let height):
            if let size = TerminalGraphics.CellSize.believed(width: width, height: height) { graphics.cellSize = size }
        case .deviceAttributes(let attributes):
            // Terminals answer in order: DA1 says every question before it is answered.
            openUntil = nil
            graphics.sixel = attributes.dropFirst().contains(4)
            onGraphics?(graphics)
        }
    }

    /// A cell's size from the window's size in pixels, when the kernel has one.
    private static func kernelCellSize() -> TerminalGraphics.CellSize? {
        var (width, height): (Int32, Int32) = (0, 0)
        guard shim_window_pixels(STDOUT_FILENO, &width, &height) == 0 else { return nil }
        return TerminalGraphics.cellSize(
            pixels: (Int(width), Int(height)), cells: (Int(shim_cols()), Int(shim_lines())))
    }
}
