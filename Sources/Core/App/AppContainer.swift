import FoundationEssentials

/// The features of the app, the redirect between them, and the fallback for
/// anything none of them handles. It names no feature: the composition root
/// (`AppComposition`) hands them in.
public final class AppContainer {
    public let features: [any FeatureContract]
    public let redirect: any NavigationRedirectContract
    /// The tabs, in the order the tab bar shows them; the first is where the app starts.
    public let tabs: [AppTab]
    /// Where tab selections are reported.
    public let tracker: (any TrackerContract)?
    /// The links chosen in the "go to anything" palette, kept across runs.
    public let goToHistory: any RecentSearchesStoreContract
    /// The catalog being read in the background, when there is one: a front end may wait
    /// for it (replay, tests) or hear when it turns out unusable (the terminal).
    public let dataLoad: (any BackgroundWorkContract)?
    /// The latest tracker events, for the navigation snapshot (none kept when nil).
    public let recentEvents: RecentEventsTracker?
    /// The server's client when the records come from one: a front end shuts it down at exit.
    public let server: APIClient?
    /// Builds Not Found for `UnknownNavigation`: the screen of last resort.
    private let fallback: any FeatureContract

    public init(
        features: [any FeatureContract],
        redirect: any NavigationRedirectContract,
        tabs: [AppTab],
        fallback: any FeatureContract,
        tracker: (any TrackerContract)? = nil,
        goToHistory: any RecentSearchesStoreContract = InMemoryRecentSearchesStore(),
        dataLoad: (any BackgroundWorkContract)? = nil,
        recentEvents: RecentEventsTracker? = nil,
        server: APIClient? = nil
    ) {
        precondition(!tabs.isEmpty, "the app needs a tab to start in")
        self.features = features
        self.redirect = redirect
        self.tabs = tabs
        self.fallback = fallback
        self.tracker = tracker
        self.goToHistory = goToHistory
        self.dataLoad = dataLoad
        self.recentEvents = recentEvents
        self.server = server
    }

    /// Blocks until the catalog has been read (at once when there is none to read); throws
    /// the one-line reason when it is unusable. For replay and tests, which want every
    /// screen's data at hand; the terminal never waits.
    public func waitForData() throws {
        try dataLoad?.waitUntilDone()
    }

    /// The screen for a destination; Not Found naming it when no feature builds it (its
    /// feature was left out of this run).
    public func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> any ScreenViewModelContract {
        for feature in features + [fallback] {
            if let screen = feature.makeScreen(for: destination, context: context) { return screen }
        }
        let unbuilt = AnyNavigation(UnknownNavigation.unbuilt(DestinationName.of(destination)))
        guard let notFound = fallback.makeScreen(for: unbuilt, context: context) else {
            preconditionFailure("the fallback feature must build Not Found")
        }
        return notFound
    }

    /// What this run's features do to the record in front of any screen.
    public var recordActions: [RecordAction] { features.flatMap(\.recordActions) }

    /// The mark a feature of this run puts on a row whose record has this link; nil for none.
    public func rowMark(for link: String) -> RowMark? {
        for feature in features {
            if let mark = feature.rowMark(for: link) { return mark }
        }
        return nil
    }

    // MARK: Deep links

    /// Resolves a deep link (anything unresolved becomes Not Found naming the link), with
    /// the tab that owns it: the tab of the feature that resolved it,
    /// or nil (the tab in front) for Not Found and for features that are no tab.
    /// `feature` names the feature that resolved it (its host), nil when none understood it.
    public func route(url link: String) -> (destination: DeepLinkDestination, tab: String?, feature: String?) {
        guard let parsed = DeepLink.parse(link) else { return (Self.notFound(link), nil, nil) }
        for feature in features {
            guard let handler = feature.deepLinkHandler, handler.host == parsed.host else { continue }
            guard let destination = handler.resolve(parsed.url) else { return (Self.notFound(link), nil, nil) }
            return (destination, tabs.first { $0.feature.deepLinkHandler?.host == handler.host }?.id, handler.host)
        }
        return (Self.notFound(link), nil, nil)
    }

    private static func notFound(_ link: String) -> DeepLinkDestination {
        // Keep what is shown (and saved) bounded, whatever arrived. Cut, not marked: the reason
        // Not Found gives is read from this text, and a "…" in it read as a character no link holds.
        let shown = String(link.prefix(300))
        return DeepLinkDestination(stack: [UnknownNavigation.unresolvedLink(shown)])
    }

    // MARK: Saving

    private var archives: [any DestinationArchiveContract] {
        (features + [fallback]).compactMap(\.destinationArchive)
    }

    /// The saved form of a destination, from the feature that owns it.
    public func save(_ destination: AnyNavigation) -> SavedDestination? {
        for archive in archives {
            if let saved = archive.save(destination) { return saved }
        }
        return nil
    }

    /// The destination a saved form names, from the feature it names; nil when that
    /// feature is gone or does not accept it.
    public func restore(_ saved: SavedDestination) -> AnyNavigation? {
        archives.first { $0.feature == saved.feature }?.restore(saved)
    }

    /// Whether a restored modal can be rebuilt over its presenter (its owner decides).
    public func canPresent(_ destination: AnyNavigation, over presenter: AnyNavigation) -> Bool {
        archives.allSatisfy { $0.save(destination) == nil || $0.canPresent(destination, over: presenter) }
    }
}
