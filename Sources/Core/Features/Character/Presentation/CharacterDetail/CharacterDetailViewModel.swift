/// One character, loaded by id: its fields, its places and its episodes as links.
public final class CharacterDetailViewModel: LinkedDetailScreenContract {
    public enum Phase: Equatable {
        case loading
        case loaded(CharacterModel)
        case failed(String)
    }

    /// The detail's link sections.
    private enum Section {
        case places, episodes
    }

    public let identifier: Int
    public private(set) var phase: Phase = .loading
    /// A refresh that failed while the character was shown: it stays, this says why.
    public private(set) var refreshFailure: String?
    public let detail: LinkedDetail
    private let navigator: any CharacterDetailNavigatorContract
    private let tracker: any CharacterDetailTrackerContract
    private let source: any RecordSourceContract<CharacterModel>
    private let episodes: LinkedRecords
    private let places: LinkedRecords?
    private let reachable: ReachableDestinations
    private let characterLoad: Load<CharacterModel>
    private let episodeLoad: Load<[LinkedRecord]>
    /// The sections shown, in order (a feature left out of the run has none).
    private var sections: [Section] = []

    /// `episodes` answers with the episodes of the ids it is given (the app layer knows them);
    /// `places` says which places exist, so one the catalog lacks is a field, not a dead link;
    /// `reachable` says whether episodes and places lead anywhere in this run: when their
    /// feature was left out, the episodes section is left out and places are fields.
    public init(
        identifier: Int,
        navigator: any CharacterDetailNavigatorContract,
        tracker: any CharacterDetailTrackerContract,
        source: any RecordSourceContract<CharacterModel>,
        scheduler: any SchedulerContract,
        episodes: LinkedRecords = .none,
        places: LinkedRecords? = nil,
        reachable: ReachableDestinations = .all
    ) {
        self.identifier = identifier
        self.navigator = navigator
        self.tracker = tracker
        self.source = source
        self.episodes = episodes
        self.places = places
        self.reachable = reachable
        characterLoad = Load(scheduler: scheduler)
        episodeLoad = Load(scheduler: scheduler)
        detail = LinkedDetail(title: "Character #\(identifier)")
    }

    public var link: String? { CharacterDeepLinkHandler.detailLink(id: identifier) }

    public var title: String {
        if case .loaded(let character) = phase { return character.name }
        return "Character #\(identifier)"
    }

    public var isBusy: Bool { characterLoad.isBusy || episodeLoad.isBusy }

    public func didAppear() {
        tracker.track(.screenViewed(id: identifier))
        fetch(refresh: false)
    }

    public func didDisappear() {
        characterLoad.cancel()
        episodeLoad.cancel()
    }

    public func didTapRefresh() {
        tracker.track(.refresh(id: identifier))
        fetch(refresh: true)
    }

    /// Retries a failure that can pass (a first load or a refresh); a definite answer
    /// ("no such character") is not retried.
    public func didTapRetry() {
        guard case .failed(_, canRetry: true) = detail.phase else { return }
        tracker.track(.retry(id: identifier))
        fetch(refresh: true)
    }

    public func didTapBack() {
        navigator.goBack()
    }

    /// Opens the selected place or episode.
    public func didActivateLink() {
        guard let (section, link) = detail.selectedLink else { return }
        switch sections[section] {
        case .places: navigator.openLocation(identifier: link.id)
        case .episodes: navigator.openEpisode(identifier: link.id)
        }
    }

    private func fetch(refresh: Bool) {
        if case .loaded = phase {} else { phase = .loading }
        detail.startLoading()
        let source = self.source
        let identifier = self.identifier
        characterLoad.start(
            cached: { refresh ? nil : source.cachedRecord(id: identifier) },
            load: { try await source.record(id: identifier, refresh: refresh) }
        ) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let character):
                refreshFailure = nil
                show(character)
            case .failure(let error):
                let message = String(describing: error)
                tracker.track(.loadFailed(id: identifier, message: message))
                if case .loaded = phase {
                    refreshFailure = message
                } else {
                    phase = .failed(message)
                }
                detail.fail(message, canRetry: error.canRetry)
            }
        }
    }

    private func show(_ character: CharacterModel) {
        phase = .loaded(character)
        var fields: [(label: String, value: String)] = [("Status", character.status), ("Species", character.species)]
        if !character.type.isEmpty { fields.append(("Type", character.type)) }
        fields.append(("Gender", character.gender))
        // A place without an id (an "unknown" origin) is a field; a known one is a link.
        let places = [("origin", character.origin), ("location", character.location)]
        var placeLinks: [LinkedRecord] = []
        for (role, place) in places {
            if let id = place.id, isKnownPlace(id) {
                placeLinks.append(LinkedRecord(id: id, title: place.name, detail: role))
            } else {
                fields.append((role == "origin" ? "Origin" : "Location", place.name))
            }
        }
        // A catalog may leave the date out: then there is no line for it.
        if !character.created.isEmpty { fields.append(("Created", Self.day(of: character.created))) }
        fields.append(("ID", String(character.id)))
        let episodeSection = LinkedDetail.Section(
            heading: "Episodes",
            note: character.episodeIDs.isEmpty ? "In no episode." : "Loading episodes…",
            count: character.episodeIDs.isEmpty ? 0 : nil
        )
        let placeSection = LinkedDetail.Section(
            heading: "Places", links: placeLinks, note: placeLinks.isEmpty ? "No known place." : nil)
        sections = [offersPlaces ? .places : nil, offersEpisodes ? .episodes : nil].compactMap { $0 }
        detail.show(
            title: character.name, fields: fields,
            sections: sections.map { $0 == .places ? placeSection : episodeSection })
        loadEpisodes(character.episodeIDs)
    }

    /// Whether episodes lead anywhere in this run (any one does when their feature is here).
    private var offersEpisodes: Bool {
        reachable.contains(CharacterOutgoingNavigation.episode(identifier: 1))
    }

    /// Whether places lead anywhere in this run; when not, each place is a field.
    private var offersPlaces: Bool {
        reachable.contains(CharacterOutgoingNavigation.location(identifier: 1))
    }

    /// Whether a place can be opened: its feature is in this run, and the places at hand do
    /// not say it is missing (a server's places are not at hand until loaded: their links stay).
    private func isKnownPlace(_ id: Int) -> Bool {
        guard reachable.contains(CharacterOutgoingNavigation.location(identifier: id)) else { return false }
        guard let known = places?.cached([id]) else { return true }
        return !known.isEmpty
    }

    private func loadEpisodes(_ ids: [Int]) {
        episodeLoad.cancel()
        guard !ids.isEmpty, let section = sections.firstIndex(of: .episodes) else { return }
        episodeLoad.start(ids, from: episodes) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let links):
                detail.update(
                    section: section, links: links,
                    note: LinkedDetail.Section.note(found: links.count, of: ids.count), counted: true)
            case .failure(let error):
                detail.update(
                    section: section, links: [], note: "Couldn't load the episodes: \(error)")
            }
        }
    }

    /// "2017-11-04T18:48:46.250Z" shows as its day; anything else as it is.
    static func day(of created: String) -> String {
        let prefix = created.prefix(10)
        let isDay =
            prefix.count == 10
            && prefix.enumerated().allSatisfy { index, character in
                index == 4 || index == 7 ? character == "-" : character.isASCII && character.isNumber
            }
        return isDay ? String(prefix) : created
    }
}
