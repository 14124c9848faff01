/// What makes a location's feature its own, beside the list, detail, Filter, links and saved
/// destinations every content feature shares: its detail shows its type and dimension and
/// lists who lives there.
nonisolated public enum LocationKind: LinkingRecordKind {
    public typealias Record = LocationModel
    public typealias Filter = LocationFilter
    public typealias Outgoing = LocationOutgoingNavigation

    public static let names = RecordNames(host: "location", title: "Locations", one: "location", many: "locations")

    public static func query(_ filter: LocationFilter) -> RecordFilter<LocationModel> { filter.query }

    /// A type or dimension left out is said as unknown.
    public static func fields(of location: LocationModel) -> [(label: String, value: String)] {
        let unknown = LocationStrings.unknown.text
        return [
            (LocationStrings.type.text, location.type.isEmpty ? unknown : location.type),
            (LocationStrings.dimension.text, location.dimension.isEmpty ? unknown : location.dimension),
            (LocationStrings.id.text, String(location.id)),
        ]
    }

    /// Who lives there: the characters of its ids, whom the app layer knows.
    @MainActor public static func section(
        of location: LocationModel, from residents: LinkedRecords, open: @escaping (Int) -> Void
    ) -> LinkSection {
        LinkSection(
            LocationStrings.residents, one: LocationStrings.oneResident.text, ids: location.residentIDs,
            from: residents, open: open)
    }

    public static func linked(_ identifier: Int) -> LocationOutgoingNavigation { .character(identifier: identifier) }

    public static func placeDetail(of location: LocationModel) -> String { location.type }
}

nonisolated extension LocationModel: NamedRecord {}
