import Core

/// A live session being written to a tape: the run loop reports each key it handled
/// and each frame it drew; this turns them into lines (`TapeRecorder`) on disk (`TapeFile`).
final class TapeRecording: RunOutput {
    private var recorder = TapeRecorder()
    private let file: TapeFile
    /// Where the tape starts: the data and the first link, written once the size is known.
    private let catalog: String?
    private let apiBaseURL: String?
    private let ascii: Bool
    private let layout: LayoutMode
    private let without: LeftOutFeatures
    /// The run started with the inspector open (`--inspector`): the tape opens it with F12.
    private let inspector: Bool
    /// The config the session ran with (absolute), which the tape names with `Set Config`.
    private let config: String?
    /// The language the session spoke, when a replay of the tape would not speak it unasked.
    private let language: Language?

    init(
        file: TapeFile, catalog: String?, apiBaseURL: String?, ascii: Bool, layout: LayoutMode,
        without: LeftOutFeatures, inspector: Bool, config: String? = nil, language: Language? = nil
    ) {
        self.file = file
        self.catalog = catalog
        self.apiBaseURL = apiBaseURL
        self.ascii = ascii
        self.layout = layout
        self.without = without
        self.inspector = inspector
        self.config = config
        self.language = language
    }

    /// Writes the settings at the size the terminal has, the link the run opened with, and
    /// the key that opens the inspector when the run started with it open (in that order,
    /// as the app did them).
    func start(size: (width: Int, height: Int), link: String?) {
        recorder = TapeRecorder(size: size)
        let header = TapeRecorder.header(
            size: size, catalog: catalog, apiBaseURL: apiBaseURL, ascii: ascii, layout: layout, without: without,
            config: config, language: language)
        for line in header {
            file.write(.append(line))
        }
        if let link { file.write(recorder.open(link)) }
        if inspector, let edit = recorder.record(.function(12), size: size) { file.write(edit) }
    }

    func key(_ key: Key, size: (width: Int, height: Int), intoText: Bool) {
        if let edit = recorder.record(key, size: size, intoText: intoText) { file.write(edit) }
    }

    func open(_ link: String) {
        file.write(recorder.open(link))
    }

    /// A drawn frame; only a settled one (nothing loading, big enough to have a
    /// breadcrumb) is what a replay, which settles before every step, will see.
    /// `appWidth`: the columns the app has (less than the canvas beside a docked inspector).
    func frame(_ canvas: Canvas, appWidth: Int, settled: Bool) {
        if let edit = recorder.resize(to: (canvas.width, canvas.height)) { file.write(edit) }
        guard settled, let edit = recorder.screen(breadcrumb: Self.breadcrumb(in: canvas, width: appWidth)) else {
            return
        }
        file.write(edit)
    }

    func finish() {
        file.close()
    }

    var notice: String? { file.failure.map { FrameStrings.recordingStopped.text(["reason": $0]) } }

    /// Why the recording stopped early, with the tape's path, for the run's last word.
    var failure: String? {
        file.failure.map { "recording to \(file.path) stopped: \($0); the tape holds the steps before it" }
    }

    /// The breadcrumb as drawn in the app's first `width` columns: its row without the
    /// margin and the spinner's column at the right end, trailing blanks trimmed.
    static func breadcrumb(in canvas: Canvas, width: Int) -> String? {
        let y = FrameLayout.breadcrumbRow
        let width = min(width, canvas.width)
        guard y < canvas.height, width > 3 else { return nil }
        var text = ""
        for x in 1..<(width - 2) {
            guard let cell = canvas[x, y], !cell.isContinuation else { continue }
            cell.append(to: &text)
        }
        while text.last == " " { text.removeLast() }
        return text
    }
}
