/// One location: its name, type and dimension, and its residents as selectable rows.
public final class LocationDetailViewModel: RecordDetailScreen<LocationModel> {
    /// `residents` answers with the characters of the ids it is given (the app layer knows who);
    /// `reachable` says whether characters lead anywhere in this run (when not, no Residents).
    public init(
        identifier: Int,
        source: any RecordSourceContract<LocationModel>,
        residents: LinkedRecords,
        reachable: ReachableDestinations,
        navigator: any LocationDetailNavigatorContract,
        tracker: any LocationDetailTrackerContract,
        scheduler: any SchedulerContract
    ) {
        let offersResidents = reachable.contains(LocationOutgoingNavigation.character(identifier: 1))
        super.init(
            identifier: identifier, noun: "location", source: source, scheduler: scheduler,
            show: { location in
                let fields = [
                    ("Type", location.type.isEmpty ? "unknown" : location.type),
                    ("Dimension", location.dimension.isEmpty ? "unknown" : location.dimension),
                    ("ID", String(location.id)),
                ]
                guard offersResidents else { return (fields, []) }
                return (
                    fields,
                    [
                        LinkSection("Residents", ids: location.residentIDs, from: residents) {
                            navigator.openCharacter(identifier: $0)
                        }
                    ]
                )
            },
            report: { tracker.track(LocationDetailEvent($0)) }
        )
    }

    public override var recordLink: String? { LocationDeepLinkHandler.detailLink(id: identifier) }
}

nonisolated extension LocationModel: NamedRecord {}
