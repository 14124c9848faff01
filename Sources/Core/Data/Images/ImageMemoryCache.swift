import FoundationEssentials

/// Pictures' bytes in memory, bounded in bytes, the least recently used dropped first.
nonisolated struct ImageMemoryCache {
    let maximumBytes: Int
    private var entries: [String: (data: Data, used: Int)] = [:]
    private var bytes = 0
    private var tick = 0

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    mutating func get(_ url: String) -> Data? {
        guard let entry = entries[url] else { return nil }
        tick += 1
        entries[url] = (entry.data, tick)
        return entry.data
    }

    mutating func put(_ data: Data, for url: String) {
        guard data.count <= maximumBytes else { return }
        if let old = entries[url] { bytes -= old.data.count }
        tick += 1
        entries[url] = (data, tick)
        bytes += data.count
        while bytes > maximumBytes, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
            bytes -= oldest.value.data.count
            entries[oldest.key] = nil
        }
    }
}
