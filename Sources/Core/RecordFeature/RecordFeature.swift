/// A content feature as the app meets it: a list of records, each one's detail and the Filter
/// over the list, with its links, saved destinations and palette places. What is its own comes
/// from its kind (`EpisodeKind`); the rest is written here once.
public struct RecordFeature<Kind: RecordKind>: FeatureContract {
    private let container: RecordContainer<Kind>

    public init(container: RecordContainer<Kind>) {
        self.container = container
    }

    public var deepLinkHandler: (any DeepLinkHandlerContract)? { RecordDeepLinkHandler<Kind>() }
    public var destinationArchive: (any DestinationArchiveContract)? { RecordDestinationArchive<Kind>() }
    public var mainDestination: any IncomingNavigationContract { RecordIncomingNavigation<Kind>.list }

    public func goToPlaces() -> [GoToPlaces] {
        let names = Kind.names
        let link = "\(DeepLink.scheme)://\(names.host)/"
        return [
            .screens([
                .screen(names.shownTitle, link: link + "list"),
                .screen(names.words.filterPlace.text, link: link + "filter"),
            ]),
            .records(
                container.knownRecords(), kind: names.words.kind.text,
                base: link + "detail/", title: { $0.shownName }, detail: { Kind.placeDetail(of: $0) },
                keywords: Kind.placeKeywords),
        ]
    }

    public func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> (any ScreenViewModelContract)? {
        switch destination.wrapped as? RecordIncomingNavigation<Kind> {
        case .list: container.makeList(navigator: context.navigator)
        case .detail(let identifier): container.makeDetail(identifier: identifier, navigator: context.navigator)
        case .filter(let request): makeFilter(request, context: context)
        case nil: nil
        }
    }

    /// A filter opened by a deep link or restored answers the list beneath it (`FilterRequest.answering`).
    private func makeFilter(
        _ request: FilterRequest<Kind.Filter>, context: ScreenContext
    ) -> RecordFilterViewModel<Kind> {
        let (current, onApply) = request.answering(context.presenter as? RecordListViewModel<Kind>)
        return container.makeFilter(current: current, onApply: onApply, navigator: context.navigator)
    }
}
