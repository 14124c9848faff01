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

        /// What to say under the links found for `expected` ids: nothing when all were,
        /// else how many the catalog lacks (an expected state of a partial catalog).
        public static func note(found: Int, of expected: Int) -> String? {
            guard found < expected else { return nil }
            if found == 0 {
                return expected == 1 ? "It is not in this catalog." : "None of the \(expected) is in this catalog."
            }
            return "\(expected - found) more not in this catalog."
        }
    }

    public private(set) var phase: Phase = .loading
    public private(set) var title: String
    public private(set) var fields: [(label: String, value: String)] = []
    public private(set) var sections: [Section] = []
    /// Selection over every section's links, in order; offset over the screen's lines.
    public var selection = ListState()

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
        self.sections = sections
        phase = .loaded
        selection.select(selection.selected, count: links.count)
    }

    /// The links of a section have arrived (`counted`: the heading counts them) or failed.
    public func update(section index: Int, links: [LinkedRecord], note: String?, counted: Bool = false) {
        guard sections.indices.contains(index) else { return }
        sections[index].links = links
        sections[index].note = note
        sections[index].count = counted ? links.count : nil
        selection.select(selection.selected, count: self.links.count)
    }

    /// A failure: with nothing shown yet the screen says it; otherwise what was shown
    /// stays and the failure is kept beside it.
    public func fail(_ message: String, canRetry: Bool) {
        phase = .failed(message, canRetry: canRetry)
    }

    public func startLoading() {
        if fields.isEmpty { phase = .loading }
    }

    public func move(by delta: Int) {
        selection.move(by: delta, count: links.count)
    }
}

/// What a detail screen offers its face: the shared state, and the moves.
public protocol LinkedDetailScreenContract: ScreenViewModelContract {
    var detail: LinkedDetail { get }
    /// Opens the selected link.
    func didActivateLink()
    func didTapRefresh()
    func didTapRetry()
}

/// Loads something a screen shows: at once when it is at hand, else in the background,
/// delivering on the event loop. One load at a time; a new one cancels the last.
public final class Load<Value: Sendable> {
    private let scheduler: any SchedulerContract
    private var task: Cancellable?

    public init(scheduler: any SchedulerContract) {
        self.scheduler = scheduler
    }

    public var isBusy: Bool { task != nil }

    /// `cached` answers at once when it can; otherwise `load` runs in the background.
    public func start(
        cached: () -> Value?,
        load: @escaping @Sendable () async throws -> Value,
        deliver: @escaping (Result<Value, any Error>) -> Void
    ) {
        cancel()
        if let value = cached() {
            deliver(.success(value))
            return
        }
        task = scheduler.run(load) { [weak self] result in
            self?.task = nil
            deliver(result)
        }
    }

    public func cancel() {
        task?.cancel()
        task = nil
    }
}

extension Load where Value == [LinkedRecord] {
    /// The records `ids` link to, from `links`.
    public func start(
        _ ids: [Int], from links: LinkedRecords, deliver: @escaping (Result<[LinkedRecord], any Error>) -> Void
    ) {
        start(cached: { links.cached(ids) }, load: { try await links.load(ids) }, deliver: deliver)
    }
}

/// A record with a name, used as its detail screen's title.
public protocol NamedRecord {
    var name: String { get }
}

/// What any record detail screen reports; each feature names these in its own events.
public enum RecordDetailReport: Equatable, Sendable {
    case viewed(id: Int)
    case linkOpened(id: Int, link: Int)
    case loadFailed(id: Int, String)
}

/// A detail screen of one record and the characters it links to (an episode's cast, a
/// location's residents): the record, then its links, each shown as soon as it is at
/// hand. Everything but its fields and where a link leads; a feature's detail ViewModel
/// subclasses it with its navigator and tracker.
public class RecordDetailScreen<Record: Identifiable & Sendable & NamedRecord>: LinkedDetailScreenContract
where Record.ID == Int {
    /// What the screen shows of a record: its fields, and its one section of links (its
    /// heading is counted from the links found).
    public typealias Shown = (fields: [(label: String, value: String)], heading: String, ids: [Int])

    public let identifier: Int
    public let detail: LinkedDetail
    private let source: any RecordSourceContract<Record>
    /// nil: the app has nothing to link to, so the section is left out.
    private let links: LinkedRecords?
    private let record: Load<Record>
    private let linked: Load<[LinkedRecord]>
    private let show: (Record) -> Shown
    private let open: (Int) -> Void
    private let report: (RecordDetailReport) -> Void

    public init(
        identifier: Int, noun: String, source: any RecordSourceContract<Record>, links: LinkedRecords?,
        scheduler: any SchedulerContract,
        show: @escaping (Record) -> Shown, open: @escaping (Int) -> Void, report: @escaping (RecordDetailReport) -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.links = links
        self.show = show
        self.open = open
        self.report = report
        record = Load(scheduler: scheduler)
        linked = Load(scheduler: scheduler)
        detail = LinkedDetail(title: "\(noun.prefix(1).uppercased() + noun.dropFirst()) #\(identifier)")
    }

    public var title: String { detail.title }

    /// This record's link (a feature's detail says how its links look).
    public var link: String? { nil }
    public var isBusy: Bool { record.isBusy || linked.isBusy }

    public func didAppear() {
        report(.viewed(id: identifier))
        fetch(refresh: false)
    }

    public func didDisappear() {
        record.cancel()
        linked.cancel()
    }

    public func didActivateLink() {
        guard let (_, link) = detail.selectedLink else { return }
        report(.linkOpened(id: identifier, link: link.id))
        open(link.id)
    }

    public func didTapRefresh() {
        fetch(refresh: true)
    }

    /// Retries a failure that can pass; a definite answer ("no episode #99") is not retried.
    public func didTapRetry() {
        guard case .failed(_, canRetry: true) = detail.phase else { return }
        fetch(refresh: true)
    }

    private func fetch(refresh: Bool) {
        detail.startLoading()
        let source = self.source
        let id = identifier
        record.start(
            cached: { refresh ? nil : source.cachedRecord(id: id) },
            load: { try await source.record(id: id, refresh: refresh) }
        ) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let value):
                let shown = show(value)
                let section = LinkedDetail.Section(
                    heading: shown.heading, note: shown.ids.isEmpty ? "None." : "Loading…",
                    count: shown.ids.isEmpty ? 0 : nil)
                detail.show(title: value.name, fields: shown.fields, sections: links == nil ? [] : [section])
                loadLinks(shown.ids)
            case .failure(let error):
                let message = String(describing: error)
                report(.loadFailed(id: identifier, message))
                detail.fail(message, canRetry: error.canRetry)
            }
        }
    }

    private func loadLinks(_ ids: [Int]) {
        guard !ids.isEmpty, let links else { return }
        linked.start(ids, from: links) { [weak self] result in
            switch result {
            case .success(let found):
                self?.detail.update(
                    section: 0, links: found, note: LinkedDetail.Section.note(found: found.count, of: ids.count),
                    counted: true)
            case .failure(let error): self?.detail.update(section: 0, links: [], note: "Couldn't load them: \(error)")
            }
        }
    }
}
