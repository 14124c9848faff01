nonisolated extension Array where Element: Identifiable, Element.ID == Int {
    /// The elements with the first of each id, in their order: a catalog naming one id
    /// twice shows, counts and links the first, so its counts, rows and links agree.
    public var firstOfEachID: [Element] {
        // Catalogs come sorted by id: then there is nothing to drop, and nothing is allocated
        // (a set and a copy of 100,000 records were megabytes at the peak). Read by index,
        // so that no record is copied to look at its id.
        if isSortedByID { return self }
        var seen = Set<Int>()
        seen.reserveCapacity(count)
        guard let first = firstIndex(where: { !seen.insert($0.id).inserted }) else { return self }
        var kept = Array(self[..<first])
        kept.reserveCapacity(count)
        for element in self[index(after: first)...] where seen.insert(element.id).inserted {
            kept.append(element)
        }
        return kept
    }

    /// The ids of the elements `firstOfEachID` drops, in their order (an id named three
    /// times is here twice): what a reader says it left out.
    public var repeatedIDs: [Int] {
        if isSortedByID { return [] }
        var seen = Set<Int>()
        seen.reserveCapacity(count)
        return compactMap { seen.insert($0.id).inserted ? nil : $0.id }
    }

    /// Whether the ids only grow (nothing repeated, nothing out of order).
    var isSortedByID: Bool {
        withUnsafeBufferPointer { records in
            var index = 1
            while index < records.count {
                if records[index - 1].id >= records[index].id { return false }
                index += 1
            }
            return true
        }
    }
}
