import FoundationEssentials

/// A detail screen of one record and the records it links to (an episode's cast, a
/// location's residents, a character's places and episodes): the record, then each section
/// of links, shown as soon as it is at hand. Loading, refresh, retry and tracking are here;
/// a feature's detail ViewModel subclasses it and declares its fields and sections.
public class RecordDetailScreen<Record: Identifiable & Sendable & NamedRecord>: LinkedDetailScreenContract,
    RecordShowingScreen
where Record.ID == Int {
    /// What the screen shows of a record: its fields, and its sections of links.
    public typealias Shown = (fields: [(label: String, value: String)], sections: [LinkSection])

    public let identifier: Int
    public let detail: LinkedDetail
    /// The record on screen, once it has been loaded.
    public private(set) var record: Record?
    /// A refresh that failed while the record was shown: it stays, this says why.
    public private(set) var refreshFailure: String?
    private let source: any RecordSourceContract<Record>
    private let scheduler: any SchedulerContract
    private let recordLoad: Load<Record>
    private var sections: [LinkSection] = []
    private var linkLoads: [Load<[LinkedRecord]>] = []
    private let show: (Record) -> Shown
    private let picture: (Record) -> String?
    private let images: (any ImageSourceContract)?
    private let pictureLoad: Load<Data>
    private let report: (RecordDetailReport) -> Void

    /// `words` title the screen until the record is there ("Episode #3"); `show` declares
    /// what is shown of it; `report` turns reports into the feature's events. `picture` says
    /// where a record's picture is (nil: it has none), and `images` fetches it (nil: the
    /// placeholder stays).
    public init(
        identifier: Int, words: RecordWords, source: any RecordSourceContract<Record>, scheduler: any SchedulerContract,
        images: (any ImageSourceContract)? = nil, picture: @escaping (Record) -> String? = { _ in nil },
        show: @escaping (Record) -> Shown, report: @escaping (RecordDetailReport) -> Void
    ) {
        self.picture = picture
        self.images = images
        pictureLoad = Load(scheduler: scheduler)
        self.identifier = identifier
        self.source = source
        self.scheduler = scheduler
        self.show = show
        self.report = report
        recordLoad = Load(scheduler: scheduler)
        detail = LinkedDetail(title: "\(words.kind.text) #\(identifier)")
    }

    public var title: String { detail.title }
    public var shownRecordType: Any.Type { Record.self }
    public var shownRecordID: Int { identifier }

    /// The selected row's link, as a list's (`y` copies what is selected); with no row, this
    /// record's own; none for a record that does not exist.
    public var link: String? {
        guard !detail.isMissing else { return nil }
        guard let (index, row) = detail.selectedLink else { return recordLink }
        return sections.indices.contains(index) ? sections[index].link(row.id) : nil
    }
    /// The link of a record of this id (a feature's detail says how its links look).
    public var recordLink: String? { nil }
    /// This record as any feature may know it (a feature's detail says its link and kind).
    public var recordInFront: RecordInFront? { nil }
    /// A picture on its way is not counted: the placeholder says so, and the spinner is for
    /// what was asked for (replay still waits for it: the scheduler counts its work).
    public var isBusy: Bool { recordLoad.isBusy || linkLoads.contains { $0.isBusy } }

    /// Until the record is shown, keys typed wait for it (its links come later: keys act on
    /// the record meanwhile).
    public var readiness: ScreenReadiness {
        guard detail.fields.isEmpty else { return .ready }
        switch detail.phase {
        case .loading: return recordLoad.isBusy ? .loading : .ready
        case .loaded: return .ready
        case .failed: return .failed
        }
    }

    public func didAppear() {
        report(.viewed(id: identifier))
        fetch(refresh: false)
    }

    public func didDisappear() {
        recordLoad.cancel()
        pictureLoad.cancel()
        linkLoads.forEach { $0.cancel() }
        // A picture cut off while it loaded is asked for again if the screen comes back.
        if detail.picture?.phase == .loading { detail.picture = nil }
    }

    /// Opens the selected link, through its section.
    public func didActivateLink() {
        guard let (index, link) = detail.selectedLink, sections.indices.contains(index) else { return }
        report(.linkOpened(id: identifier, section: sections[index].eventName, link: link.id))
        sections[index].open(link.id)
    }

    public var refreshing: RecordRefresh { source.refreshing }

    public func didTapRefresh() {
        report(.refresh(id: identifier))
        fetch(refresh: true)
    }

    /// Retries a failure that can pass (a first load or a refresh); a definite answer
    /// ("no episode #99") is not retried.
    public func didTapRetry() {
        guard case .failed(_, canRetry: true) = detail.phase else { return }
        report(.retry(id: identifier))
        fetch(refresh: true)
    }

    private func fetch(refresh: Bool) {
        detail.startLoading()
        let source = self.source
        let id = identifier
        recordLoad.start(
            cached: { refresh ? nil : source.cachedRecord(id: id) },
            load: { try await source.record(id: id, refresh: refresh) }
        ) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let value):
                record = value
                refreshFailure = nil
                detail.offline = source.offlineNote(forRecord: value.id)
                let shown = show(value)
                sections = shown.sections
                // A reload replaces the record, not the reader's place: the links shown stay until theirs come.
                let before = detail.fields.isEmpty ? [] : detail.sections
                detail.show(
                    title: value.shownName, fields: shown.fields,
                    sections: sections.enumerated().map { index, section in
                        section.initial(replacing: before.indices.contains(index) ? before[index] : nil)
                    })
                loadPicture(of: value, again: refresh)
                loadLinks()
            case .failure(let error):
                // The event carries the English; the screen says it in the language shown.
                report(.loadFailed(id: identifier, String(describing: error)))
                let message = error.shownText
                if record != nil { refreshFailure = message }
                detail.fail(message, canRetry: error.canRetry, missing: (error as? RecordError)?.isNotFound == true)
            }
        }
    }

    /// Asks for the record's picture, unless it is the one already here or on its way. One
    /// that failed is asked again: the image source remembers a failure as long as it lasts,
    /// unless this is asked `again` (`r`, or retry: a person asked, so the source asks too).
    private func loadPicture(of record: Record, again: Bool) {
        guard let url = picture(record), !url.isEmpty else {
            pictureLoad.cancel()
            detail.picture = nil
            return
        }
        if detail.picture?.url == url, detail.picture?.phase != .failed { return }
        detail.picture = DetailPicture(url: url, initials: DetailPicture.initials(of: record.name))
        guard let images else {
            detail.picture?.phase = .failed
            return
        }
        pictureLoad.start(
            cached: { images.cachedImage(at: url) },
            load: { try await images.image(at: url, again: again) }
        ) { [weak self] result in
            guard let self, detail.picture?.url == url else { return }
            switch result {
            case .success(let data): detail.picture?.phase = .loaded(data)
            // Said in the log by the source, once; the placeholder stays.
            case .failure: detail.picture?.phase = .failed
            }
        }
    }

    /// Asks for each section's records, each shown as it arrives.
    private func loadLinks() {
        linkLoads.forEach { $0.cancel() }
        linkLoads = sections.map { _ in Load(scheduler: scheduler) }
        for (index, section) in sections.enumerated() {
            guard case .ids(let ids, let records) = section.links, !ids.isEmpty else { continue }
            linkLoads[index].start(ids, from: records) { [weak self] result in
                switch result {
                case .success(let found):
                    self?.detail.update(
                        section: index, links: found,
                        note: LinkedDetail.Section.note(found: found.count, of: ids.count, one: section.one),
                        // "(0)" would say the record links to none; the note says how many it holds.
                        counted: !found.isEmpty)
                case .failure(let error):
                    self?.detail.update(section: index, links: [], note: "\(section.failure): \(error.shownText)")
                }
            }
        }
    }
}
