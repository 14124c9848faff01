import Core
import FoundationEssentials

/// Pictures ready to draw (cells, or pixels for the terminal), made off the UI thread and
/// kept by URL and size (the least recently used of `capacity` dropped first). Drawing only
/// reads (`ready`): a view draws the picture when it is ready, else its placeholder, and says
/// on the canvas which picture it wants. Once the frame is out, the app asks for the frame's
/// wants (`ask`), which makes what is missing (the scheduler counts the work, so replay
/// settles on it as on a load). A picture that cannot be decoded is said once in the log and
/// stays a placeholder.
package final class PictureStore {
    /// How pictures are drawn; changed when the terminal answers what it can draw, which
    /// drops every picture made for the last mode.
    var mode: PictureMode {
        didSet {
            guard mode != oldValue else { return }
            for case .pending(let task) in made.values { task.cancel() }
            made = [:]
            generation += 1
            // What is on screen is made again for the new mode.
            for want in wanted { ask(want) }
        }
    }
    /// How many pictures are kept: a few sizes of the last ones seen.
    let capacity: Int
    private let scheduler: any SchedulerContract
    private let log: ((String) -> Void)?
    private var made: [Key: Entry] = [:]
    /// The pictures the last frame asked for wanted.
    private var wanted: [Want] = []
    private var tick = 0
    /// Counts the changes of mode: work begun for an earlier one is dropped when it ends.
    private var generation = 0

    /// A picture as a view draws it.
    package enum Ready {
        /// Cells to put on the canvas.
        case cells(PictureCells)
        /// Pixels to write after the frame, in cells the view keeps blank.
        case pixels(PixelPicture)
    }

    /// A picture a frame shows: its URL, its bytes, and the cells it is drawn in.
    nonisolated package struct Want: Sendable, Equatable {
        let url: String
        let data: Data
        let columns: Int
        let rows: Int
        /// The rows of the picture shown when pixels are cut at an edge (a detail scrolled):
        /// a terminal draws pixels whole, so the rows shown are a picture of their own. Nil:
        /// the whole picture.
        var part: Range<Int>? = nil

        /// One URL's bytes are one picture: they are not compared every frame.
        package static func == (left: Want, right: Want) -> Bool {
            left.key == right.key
        }

        fileprivate var key: Key { Key(url: url, columns: columns, rows: rows, part: part) }
    }

    nonisolated fileprivate struct Key: Hashable {
        let url: String
        let columns: Int
        let rows: Int
        let part: Range<Int>?
    }

    private enum Entry {
        case pending(Cancellable)
        case ready(Ready, used: Int)
        case failed
    }

    init(mode: PictureMode, scheduler: any SchedulerContract, capacity: Int = 32, log: ((String) -> Void)? = nil) {
        self.mode = mode
        self.scheduler = scheduler
        self.capacity = capacity
        self.log = log
    }

    /// Whether pictures are drawn here (else every picture is its placeholder).
    var drawsPictures: Bool {
        switch mode {
        case .blocks, .kitty, .sixel: true
        case .off, .placeholder: false
        }
    }

    /// The picture at `url` in at most `columns`×`rows` cells (only the rows `part` of it,
    /// when given), when it is ready; nil otherwise. Changes nothing: drawing reads this.
    func ready(url: String, columns: Int, rows: Int, part: Range<Int>? = nil) -> Ready? {
        let key = Key(url: url, columns: columns, rows: rows, part: part)
        guard drawsPictures, case .ready(let picture, _)? = made[key] else { return nil }
        return picture
    }

    /// Asks for the pictures a frame wants, when they are not the last frame's: the ready
    /// ones become the most recently used, the missing ones are made in the background
    /// (unless they failed before). The same frame again asks for nothing. A part of a
    /// picture is kept only while it is wanted: a scroll makes the next one, cheaply.
    func ask(for wants: [Want]) {
        guard wants != wanted else { return }
        wanted = wants
        let keys = Set(wants.map(\.key))
        for key in made.keys where key.part != nil && !keys.contains(key) {
            if case .pending(let task)? = made[key] { task.cancel() }
            made[key] = nil
        }
        for want in wants { ask(want) }
    }

    private func ask(_ want: Want) {
        let (url, data, columns, rows, part) = (want.url, want.data, want.columns, want.rows, want.part)
        guard drawsPictures, columns > 0, rows > 0 else { return }
        let key = want.key
        switch made[key] {
        case .ready(let picture, _):
            tick += 1
            made[key] = .ready(picture, used: tick)
            return
        case .pending, .failed:
            return
        case nil:
            break
        }
        let mode = mode
        let started = generation
        let task = scheduler.run({ try Self.make(data, url: url, columns: columns, rows: rows, part: part, mode: mode) }
        ) {
            [weak self] result in
            guard let self, started == generation else { return }
            switch result {
            case .success(let picture):
                tick += 1
                made[key] = .ready(picture, used: tick)
                evict()
            case .failure(let error):
                let saidBefore = made.contains { $0.key.url == url && $0.key != key && Self.isFailed($0.value) }
                made[key] = .failed
                if !saidBefore { log?("picture \(UntrustedText.shown(url, limit: 200)): \(error)") }
            }
        }
        made[key] = .pending(task)
    }

    /// The cells of a picture when pictures are blocks, asking for it when it is not ready
    /// (the soak feeds this hostile bytes).
    func cells(url: String, data: Data, columns: Int, rows: Int) -> PictureCells? {
        ask(Want(url: url, data: data, columns: columns, rows: rows))
        if case .cells(let cells)? = ready(url: url, columns: columns, rows: rows) { return cells }
        return nil
    }

    /// Decodes and converts for `mode` (only the rows `part` of the picture, in pixels): the
    /// work off the UI thread (the soak feeds it hostile bytes).
    nonisolated package static func make(
        _ data: Data, url: String, columns: Int, rows: Int, part: Range<Int>? = nil, mode: PictureMode
    ) throws -> Ready {
        let asked: TerminalGraphics.CellSize
        let kind: PixelPicture.Kind
        switch mode {
        case .blocks(let options): return .cells(try make(data, columns: columns, rows: rows, options: options))
        case .kitty(let size): (asked, kind) = (size, .kitty)
        case .sixel(let size): (asked, kind) = (size, .sixel)
        case .off, .placeholder: throw PictureError.unsupported("no")
        }
        let cell = Self.bounded(asked, columns: columns, rows: rows)
        let pixels = try decode(data)
        let (width, height) = BlockConverter.fitted(
            pixels, columns: columns, rows: rows, cellAspect: Double(cell.height) / Double(cell.width))
        let shown = part.map { $0.clamped(to: 0..<height) } ?? 0..<height
        guard !shown.isEmpty else { throw PictureError.unreadable("no row of it is shown") }
        guard
            let picture = PixelConverter.convert(
                pixels.band(shown, of: height), columns: width, rows: shown.count, cell: cell, kind: kind,
                identity: "\(url) \(columns)x\(rows) \(shown)")
        else { throw PictureError.unreadable("chafa made nothing of it") }
        return .pixels(picture)
    }

    /// The most pixels a side a picture is made at: a large box of large cells is made
    /// smaller (for sixel it then fills less of its box) rather than taking hundreds of MB.
    nonisolated static let maximumPixelSide = 2048

    /// `cell`, shrunk so that `columns`×`rows` of it stay within `maximumPixelSide` a side.
    nonisolated static func bounded(_ cell: TerminalGraphics.CellSize, columns: Int, rows: Int)
        -> TerminalGraphics.CellSize
    {
        let side = max(columns * cell.width, rows * cell.height)
        guard side > maximumPixelSide else { return cell }
        let scale = Double(maximumPixelSide) / Double(side)
        return TerminalGraphics.CellSize(
            width: max(1, Int(Double(cell.width) * scale)), height: max(1, Int(Double(cell.height) * scale)))
    }

    /// Decodes and converts to cells: the work off the UI thread (the soak feeds it hostile bytes).
    nonisolated package static func make(_ data: Data, columns: Int, rows: Int, options: BlockConverter.Options) throws
        -> PictureCells
    {
        let pixels = try decode(data)
        return BlockConverter.convert(pixels, columns: columns, rows: rows, options: options)
    }

    /// Decoded once for every size it is drawn at (a resize starts no decode).
    nonisolated private static func decode(_ data: Data) throws -> Pixels {
        switch ImageBytes.kind(of: data) {
        case .jpeg: try DecodedPictures.shared.pixels(of: data)
        case .png: throw PictureError.unsupported("PNG")
        case nil: throw PictureError.unreadable("not a JPEG")
        }
    }

    private static func isFailed(_ entry: Entry) -> Bool {
        if case .failed = entry { return true }
        return false
    }

    /// Drops the least recently used ready pictures past `capacity`.
    private func evict() {
        let ready = made.compactMap { key, entry -> (Key, Int)? in
            if case .ready(_, let used) = entry { return (key, used) }
            return nil
        }
        guard ready.count > capacity else { return }
        for (key, _) in ready.sorted(by: { $0.1 < $1.1 }).prefix(ready.count - capacity) { made[key] = nil }
    }
}
