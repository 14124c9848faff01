import Core
import FoundationEssentials

/// Pictures as cells, made off the UI thread and kept by URL and size (the least recently
/// used of `capacity` dropped first). A view asks while it draws: it gets the cells when
/// they are ready, and otherwise draws its placeholder while they are made (the scheduler
/// counts the work, so replay settles on it as on a load). A picture that cannot be decoded
/// is said once in the log and stays a placeholder.
package final class PictureStore {
    let mode: PictureMode
    /// How many conversions are kept: a few sizes of the last pictures seen.
    let capacity: Int
    private let scheduler: any SchedulerContract
    private let log: ((String) -> Void)?
    private var made: [Key: Entry] = [:]
    private var tick = 0

    private struct Key: Hashable {
        let url: String
        let columns: Int
        let rows: Int
    }

    private enum Entry {
        case pending(Cancellable)
        case ready(PictureCells, used: Int)
        case failed
    }

    init(mode: PictureMode, scheduler: any SchedulerContract, capacity: Int = 32, log: ((String) -> Void)? = nil) {
        self.mode = mode
        self.scheduler = scheduler
        self.capacity = capacity
        self.log = log
    }

    /// Whether pictures are drawn as cells here (else every picture is its placeholder).
    var drawsPictures: Bool {
        if case .blocks = mode { return true }
        return false
    }

    /// The picture at `url` (its bytes `data`) in at most `columns`×`rows` cells, when it is
    /// ready; otherwise nil, and it is made in the background unless it failed before.
    func cells(url: String, data: Data, columns: Int, rows: Int) -> PictureCells? {
        guard case .blocks(let options) = mode, columns > 0, rows > 0 else { return nil }
        let key = Key(url: url, columns: columns, rows: rows)
        switch made[key] {
        case .ready(let cells, _):
            tick += 1
            made[key] = .ready(cells, used: tick)
            return cells
        case .pending, .failed:
            return nil
        case nil:
            break
        }
        let task = scheduler.run({ try Self.make(data, columns: columns, rows: rows, options: options) }) {
            [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let cells):
                tick += 1
                made[key] = .ready(cells, used: tick)
                evict()
            case .failure(let error):
                let saidBefore = made.contains { $0.key.url == url && $0.key != key && Self.isFailed($0.value) }
                made[key] = .failed
                if !saidBefore { log?("picture \(UntrustedText.shown(url, limit: 200)): \(error)") }
            }
        }
        made[key] = .pending(task)
        return nil
    }

    /// Decodes and converts: the work off the UI thread (the soak feeds it hostile bytes).
    package static func make(_ data: Data, columns: Int, rows: Int, options: BlockConverter.Options) throws
        -> PictureCells
    {
        switch ImageBytes.kind(of: data) {
        case .jpeg:
            let pixels = try JPEGDecoder.decode(data, wanted: (columns * 8, rows * 16))
            return BlockConverter.convert(pixels, columns: columns, rows: rows, options: options)
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
