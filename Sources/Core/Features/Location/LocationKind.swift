/// What makes a location's feature its own, beside the list, detail, Filter, links and saved
/// destinations every content feature shares: its detail shows its type and dimension and
/// lists who lives there.
nonisolated public enum LocationKind: RecordKind {
    public static let names = RecordNames(host: "location", title: "Locations", one: "location", many: "locations")

    public static func query(_ filter: LocationFilter) -> RecordFilter<LocationModel> { filter.query }

    /// `residents` answers with the characters of the ids it is given (the app layer knows
    /// who); when characters lead nowhere in this run, there are no Residents.
    @MainActor public static func detail(
        links residents: LinkedRecords, reachable: ReachableDestinations,
        open: @escaping (LocationOutgoingNavigation) -> Void
    ) -> (LocationModel) -> RecordDetailScreen<LocationModel>.Shown {
        let offersResidents = reachable.contains(LocationOutgoingNavigation.character(identifier: 1))
        return { location in
            let fields = [
                (LocationStrings.type.text, location.type.isEmpty ? LocationStrings.unknown.text : location.type),
                (
                    LocationStrings.dimension.text,
                    location.dimension.isEmpty ? LocationStrings.unknown.text : location.dimension
                ),
                (LocationStrings.id.text, String(location.id)),
            ]
            guard offersResidents else { return (fields, []) }
            let section = LinkSection(
                LocationStrings.residents.text, one: LocationStrings.oneResident.text, ids: location.residentIDs,
                from: residents
            ) {
                open(.character(identifier: $0))
            }
            return (fields, [section])
        }
    }

    public static func placeDetail(of location: LocationModel) -> String { location.type }
}

nonisolated extension LocationModel: NamedRecord {}
