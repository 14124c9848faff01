import Core

/// A parsed key script: settings from the top, then steps, each with its line.
nonisolated package struct ReplayScript: Sendable {
    var file: String
    var size = (width: 80, height: 24)
    /// A catalog file, resolved against the script's folder.
    var catalog: String?
    /// The line of `Set Catalog`, for an error about the file.
    var catalogLine: Int?
    var apiBaseURL: String?
    /// `Set Layout`: nil leaves it to `replay --layout` (auto by default).
    var layout: LayoutMode?
    /// `Set Config FILE`: the config the tape plays with, resolved against its folder (a
    /// tape never reads the user's own), and the line that names it.
    var config: String?
    var configLine: Int?
    /// `Set ASCII on`: drawn as `--ascii` draws (a tape recorded in ASCII expects it).
    var ascii = false
    /// `Set Language es`: the language the tape's screens speak (nil: the config's, else English).
    var language: Language?
    /// Features the app is built without (`Set Without episode,location`).
    var without = LeftOutFeatures.none
    var steps: [Step] = []

    package struct Step: Sendable {
        let line: Int
        let source: String
        let command: Command
    }

    enum Command: Sendable {
        case key(Key, times: Int)
        case type(String)
        case expect(String, Anchor, present: Bool)
        /// The front tab's top destination, by its compact name (`episode.detail(1)`).
        case expectStack(String)
        case snapshot(String)
        case resize(width: Int, height: Int)
        case open(String)
        /// The row of the menu in front with this title (Home's, About's), by text, not position.
        case select(String)
        case sleep(Duration)
    }

    /// Where an expectation looks: the whole frame, or some lines of it (1-based).
    enum Anchor: Sendable, Equatable {
        case screen
        case lines(ClosedRange<Int>)

        var description: String {
            switch self {
            case .screen: "on screen"
            case .lines(let range) where range.count == 1: "on line \(range.lowerBound)"
            case .lines(let range): "on lines \(range.lowerBound)-\(range.upperBound)"
            }
        }
    }
}
