/// The Character feature: list, detail and the Filter modal.
public struct CharacterFeature: FeatureContract {
    private let container: CharacterContainer

    public init(container: CharacterContainer) {
        self.container = container
    }

    public var deepLinkHandler: (any DeepLinkHandlerContract)? { CharacterDeepLinkHandler() }
    public var destinationArchive: (any DestinationArchiveContract)? { CharacterDestinationArchive() }
    public var mainDestination: any IncomingNavigationContract { CharacterIncomingNavigation.list }

    public func goToPlaces() -> [GoToPlaces] {
        [
            .screens([
                .screen("Characters", link: "challenge://character/list"),
                .screen("Filter characters", link: "challenge://character/filter"),
            ]),
            // Many characters share a name ("Rick Sanchez"): the detail tells them apart.
            .records(
                container.knownCharacters(), kind: "Character", base: "challenge://character/detail/",
                title: \.shownName
            ) {
                // An empty field leaves no dangling comma ("#3 , unknown").
                "#\($0.id) " + [$0.species, $0.status].filter { !$0.isEmpty }.joined(separator: ", ")
            },
        ]
    }

    public func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> (any ScreenViewModelContract)? {
        switch destination.wrapped as? CharacterIncomingNavigation {
        case .list:
            return container.makeList(navigator: context.navigator)
        case .detail(let identifier):
            return container.makeDetail(identifier: identifier, navigator: context.navigator)
        case .filter(let request):
            return makeFilter(request, context: context)
        case nil:
            return nil
        }
    }

    /// A filter opened by a deep link or restored answers the list beneath it (`FilterRequest.answering`).
    private func makeFilter(_ request: FilterRequest<CharacterFilter>, context: ScreenContext)
        -> CharacterFilterViewModel
    {
        let (current, onApply) = request.answering(context.presenter as? CharacterListViewModel)
        return container.makeFilter(current: current, onApply: onApply, navigator: context.navigator)
    }
}
