/// One location: its name, type and dimension, and its residents as selectable rows.
public final class LocationDetailViewModel: RecordDetailScreen<LocationModel> {
    /// `residents` answers with the characters of the ids it is given (the app layer knows who).
    public init(
        identifier: Int,
        source: any RecordSourceContract<LocationModel>,
        residents: LinkedRecords?,
        navigator: any LocationDetailNavigatorContract,
        tracker: any LocationDetailTrackerContract,
        scheduler: any SchedulerContract
    ) {
        super.init(
            identifier: identifier, noun: "location", source: source, links: residents, scheduler: scheduler,
            show: { location in
                (
                    [
                        ("Type", location.type.isEmpty ? "unknown" : location.type),
                        ("Dimension", location.dimension.isEmpty ? "unknown" : location.dimension),
                        ("ID", String(location.id)),
                    ],
                    "Residents", location.residentIDs
                )
            },
            open: { navigator.openCharacter(identifier: $0) },
            report: { report in
                switch report {
                case .viewed(let id): tracker.track(.screenViewed(id: id))
                case .linkOpened(let id, let character):
                    tracker.track(.characterSelected(location: id, character: character))
                case .loadFailed(let id, let message): tracker.track(.loadFailed(id: id, message: message))
                }
            }
        )
    }

    public override var link: String? { LocationDeepLinkHandler.detailLink(id: identifier) }
}

extension LocationModel: NamedRecord {}
