/// Favourites: stars the record in front of any screen and lists what was starred. It knows a
/// record only as the app's `RecordInFront` (a link, a title, a kind): never the feature it
/// belongs to, which never knows Favourites exists.
public struct FavoritesFeature: FeatureContract {
    /// `s`, which `[keys]` rebinds as `star`.
    nonisolated public static let star = FeatureKeyAction(
        "star", keys: ["s"], summary: FavoritesStrings.starSummary, brief: "star or unstar")

    public let store: FavoritesStore

    public init(store: FavoritesStore) {
        self.store = store
    }

    public var deepLinkHandler: (any DeepLinkHandlerContract)? { FavoritesDeepLinkHandler() }
    public var destinationArchive: (any DestinationArchiveContract)? {
        FavoritesDestinationArchive(feature: "favorites")
    }
    public var mainDestination: any IncomingNavigationContract { FavoritesIncomingNavigation.list }

    public func goToPlaces() -> [GoToPlaces] {
        [.screens([.screen(FavoritesStrings.title.text, link: FavoritesDeepLinkHandler.listLink)])]
    }

    public func makeScreen(for destination: AnyNavigation, context: ScreenContext) -> (any ScreenViewModelContract)? {
        guard destination.wrapped as? FavoritesIncomingNavigation == .list else { return nil }
        return FavoritesListViewModel(store: store, navigator: context.navigator)
    }

    public var recordActions: [RecordAction] {
        let store = store
        return [
            RecordAction(
                key: Self.star,
                label: { FavoritesStrings.starLabel(starred: $0.map { store.contains($0.link) } ?? false) },
                nothing: FavoritesStrings.nothing(key:)
            ) {
                Self.toggle($0, in: store)
            }
        ]
    }

    /// Stars the record, or unstars it, and says so: the star key's answer wherever it is pressed.
    public static func toggle(_ record: RecordInFront, in store: FavoritesStore) -> String {
        let starring = !store.contains(record.link)
        do throws(FavoritesStore.NotSaved) {
            return try store.toggle(Favorite(record))
                ? FavoritesStrings.starred(record.title) : FavoritesStrings.unstarred(record.title)
        } catch {
            return FavoritesStrings.notKept(record.title, starring: starring, error)
        }
    }

    public func rowMark(for link: String) -> RowMark? {
        store.contains(link) ? FavoritesStrings.mark : nil
    }
}
