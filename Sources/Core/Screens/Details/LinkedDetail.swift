/// The state of a detail screen: one record's fields, and the records it links to as
/// selectable rows (an episode's cast, a location's residents, a character's episodes
/// and places). Loading, failure (kept beside what was shown) and selection live here.
public final class LinkedDetail {
    public enum Phase: Equatable {
        case loading
        case loaded
        case failed(String, canRetry: Bool)
    }

    /// A group of links under a heading ("Cast", "Episodes").
    public struct Section: Equatable {
        /// What the links are ("Cast").
        public let title: String
        public var links: [LinkedRecord]
        /// While the links load, or why they could not.
        public var note: String?
        /// How many links the heading counts: the ones that can be shown, not how many the
        /// record names (a partial catalog lacks some); nil while they load, after a failure,
        /// or for a section that does not count.
        public var count: Int?

        public init(heading title: String, links: [LinkedRecord] = [], note: String? = nil, count: Int? = nil) {
            self.title = title
            self.links = links
            self.note = note
            self.count = count
        }

        /// "Cast (2)" once the cast is known; "Cast" while it loads.
        public var heading: String { count.map { "\(title) (\($0))" } ?? title }

        /// What to say under the links found for `expected` ids, `one` being what one link is
        /// ("episode"): nothing when all were, else how many the catalog lacks (an expected
        /// state of a partial catalog), never a bare "it" that leaves the count unsaid.
        public static func note(found: Int, of expected: Int, one: String) -> String? {
            guard found < expected else { return nil }
            if found == 0 {
                return expected == 1
                    ? DetailStrings.notInCatalog.text(["one": one])
                    : DetailStrings.noneInCatalog.text(["count": Localizer.current.number(expected)])
            }
            return DetailStrings.moreNotInCatalog.text(["count": Localizer.current.number(expected - found)])
        }
    }

    public private(set) var phase: Phase = .loading
    public private(set) var title: String
    public private(set) var fields: [(label: String, value: String)] = []
    public private(set) var sections: [Section] = []
    /// Set while the record shown is a saved answer served in place of the server's.
    public var offline: OfflineNote?
    /// The record's picture, when it has one (the front end reserves room for it).
    public var picture: DetailPicture?
    /// Selection over every section's links, in order; offset over the screen's lines.
    public var selection = ListState()
    /// Whether what is above the first link (the fields, on a short screen) is being read: the
    /// view then leaves that link below the lines shown until a move or Enter asks for it. A
    /// detail opens so (its fields first); scrolling up past the first link comes back to it.
    public var readsAboveFirstLink = true

    public init(title: String) {
        self.title = title
    }

    /// Every selectable link, in order.
    public var links: [LinkedRecord] { sections.flatMap(\.links) }

    /// The selected link and the index of the section it is in.
    public var selectedLink: (section: Int, link: LinkedRecord)? {
        var index = selection.selected
        for (number, section) in sections.enumerated() {
            if index < section.links.count { return (number, section.links[index]) }
            index -= section.links.count
        }
        return nil
    }

    public func show(title: String, fields: [(label: String, value: String)], sections: [Section]) {
        self.title = title
        self.fields = fields
        phase = .loaded
        keepingSelection { self.sections = sections }
    }

    /// The links of a section have arrived (`counted`: the heading counts them) or failed.
    public func update(section index: Int, links: [LinkedRecord], note: String?, counted: Bool = false) {
        guard sections.indices.contains(index) else { return }
        keepingSelection {
            sections[index].links = links
            sections[index].note = note
            sections[index].count = counted ? links.count : nil
        }
    }

    /// Changes the links with the selection kept on the link it was on, as a list keeps its row
    /// by id (a reload may add links above it); one that is gone leaves it on its row, within the rows.
    private func keepingSelection(_ change: () -> Void) {
        let selected = selectedLink
        change()
        if let selected, let row = row(of: selected.link.id, in: selected.section) {
            selection.selected = row
        } else {
            selection.select(selection.selected, count: links.count)
        }
    }

    /// The row, over every section, of the link `id` in section `index`.
    private func row(of id: Int, in index: Int) -> Int? {
        guard sections.indices.contains(index), let row = sections[index].links.firstIndex(where: { $0.id == id })
        else { return nil }
        return sections[..<index].reduce(row) { $0 + $1.links.count }
    }

    /// A failure: with nothing shown yet the screen says it; otherwise what was shown
    /// stays and the failure is kept beside it.
    /// Whether the record does not exist (the answer was "there is none"): nothing to show or
    /// copy a link to, and the failure is the whole message.
    public private(set) var isMissing = false

    public func fail(_ message: String, canRetry: Bool, missing: Bool = false) {
        phase = .failed(message, canRetry: canRetry)
        isMissing = missing && fields.isEmpty
    }

    public func startLoading() {
        if fields.isEmpty { phase = .loading }
    }

    public func move(by delta: Int) {
        selection.move(by: delta, count: links.count)
    }
}
