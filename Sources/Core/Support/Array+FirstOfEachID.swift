extension Array where Element: Identifiable, Element.ID == Int {
    /// The elements with the first of each id, in their order: a catalog naming one id
    /// twice shows, counts and links the first, so its counts, rows and links agree.
    public var firstOfEachID: [Element] {
        var seen = Set<Int>()
        seen.reserveCapacity(count)
        let kept = filter { seen.insert($0.id).inserted }
        return kept.count == count ? self : kept
    }
}
