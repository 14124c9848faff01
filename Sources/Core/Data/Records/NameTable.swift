/// Every record's name in one buffer of UTF-8 bytes, in the records' order: a search reads
/// the names one after another instead of following a million strings, each in a block of
/// its own, through memory (at 1,000,000 records, one cache miss a name was most of a scan).
nonisolated struct NameTable: Sendable {
    private let bytes: [UInt8]
    /// Where each name ends in `bytes`; it starts where the one before it ends.
    private let ends: [Int]

    /// Counts the names' bytes first, so that neither buffer grows (a growing buffer is
    /// briefly held twice: at 1,000,000 names, 48 MB at the peak of a catalog's read).
    init(_ names: some Collection<String>) {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        bytes.reserveCapacity(names.reduce(0) { $0 + $1.utf8.count })
        ends.reserveCapacity(names.count)
        for name in names {
            bytes.append(contentsOf: name.utf8)
            ends.append(bytes.count)
        }
        self.bytes = bytes
        self.ends = ends
    }

    /// The positions of the names `needle` is found in, in order, looking only at
    /// `candidates` when given.
    func positions(of needle: Needle, among candidates: [Int]? = nil) -> [Int] {
        bytes.withUnsafeBufferPointer { bytes in
            ends.withUnsafeBufferPointer { ends in
                let holds = { (index: Int) in
                    let start = index == 0 ? 0 : ends[index - 1]
                    return needle.isFound(inUTF8: UnsafeBufferPointer(rebasing: bytes[start..<ends[index]]))
                }
                return candidates?.filter(holds) ?? ends.indices.filter(holds)
            }
        }
    }
}
