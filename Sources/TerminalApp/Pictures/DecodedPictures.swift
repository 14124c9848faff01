import Core
import FoundationEssentials

/// Pictures decoded once, whatever the size they are drawn at: each is decoded at the
/// largest size the decoder allows (`JPEGDecoder.maximumDecodedSide`) and every box size is
/// made from those pixels, so a resize starts no decode. Two asking at once for the same
/// bytes share one decode: the later waits for the first. The last few are kept, bounded in
/// bytes; a failure is kept too, so the same bytes are not decoded again to fail again.
nonisolated final class DecodedPictures: @unchecked Sendable {
    /// The pictures of a run: the same for every store (the soak and tests make several).
    static let shared = DecodedPictures(maximumBytes: 16 << 20)

    private enum Entry {
        case decoding
        case done(Result<Pixels, PictureError>, used: Int)
    }

    let maximumBytes: Int
    private let condition = Condition()
    private var entries: [Data: Entry] = [:]
    private var tick = 0
    private var begun = 0
    /// How many decodes were begun (tests).
    var decodes: Int { condition.withLock { begun } }

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// The pixels of the JPEG `data`, decoded now or before.
    func pixels(of data: Data) throws(PictureError) -> Pixels {
        let cached: Result<Pixels, PictureError>? = condition.withLock {
            while true {
                switch entries[data] {
                case .decoding:
                    condition.wait()
                case .done(let result, _):
                    tick += 1
                    entries[data] = .done(result, used: tick)
                    return result
                case nil:
                    entries[data] = .decoding
                    begun += 1
                    return nil
                }
            }
        }
        if let cached { return try cached.get() }
        let side = JPEGDecoder.maximumDecodedSide
        let result = Result { () throws(PictureError) -> Pixels in try JPEGDecoder.decode(data, wanted: (side, side)) }
        condition.withLock {
            tick += 1
            entries[data] = .done(result, used: tick)
            evict()
            condition.broadcast()
        }
        return try result.get()
    }

    /// Drops the least recently used past the bound (the pixels and the bytes they came from).
    private func evict() {
        func cost(_ key: Data, _ entry: Entry) -> Int {
            guard case .done(let result, _) = entry else { return key.count }
            return key.count + ((try? result.get())?.rgba.count ?? 0)
        }
        var total = entries.reduce(0) { $0 + cost($1.key, $1.value) }
        let done = entries.compactMap { key, entry -> (Data, Int)? in
            if case .done(_, let used) = entry { return (key, used) }
            return nil
        }
        for (key, _) in done.sorted(by: { $0.1 < $1.1 }) where total > maximumBytes {
            total -= cost(key, entries[key]!)
            entries[key] = nil
        }
    }
}
