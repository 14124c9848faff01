/// The breadcrumb as it fits on its line: the end (where the user is) kept, cut from the
/// left with the ellipsis. Built from the end, one piece at a time, reading no more of any
/// title than fits: its cost is bounded by the line, whatever the titles or the depth.
enum BreadcrumbLine {
    static func text(_ crumbs: [(title: String, isModal: Bool)], room: Int, separator: String, ellipsis: String)
        -> String
    {
        guard room > 0 else { return "" }
        var pieces: [String] = []
        var remaining = room
        for (index, crumb) in crumbs.reversed().enumerated() {
            // Read from the end: a crumb's separator comes after it, its bracket last.
            let parts = crumb.isModal ? ["]", crumb.title, "["] : [crumb.title]
            for part in index > 0 ? [separator] + parts : parts {
                let fitting = TextWidth.suffix(part, fitting: remaining)
                guard fitting.utf8.count == part.utf8.count else {
                    // Cut here: the ellipsis takes the front of what fits.
                    let mark = TextWidth.of(ellipsis)
                    let tail = TextWidth.suffix(part, fitting: max(remaining - mark, 0)) + pieces.reversed().joined()
                    return ellipsis + TextWidth.suffix(tail, fitting: max(room - mark, 0))
                }
                pieces.append(part)
                remaining -= TextWidth.of(part, upTo: remaining)
            }
        }
        return pieces.reversed().joined()
    }
}
