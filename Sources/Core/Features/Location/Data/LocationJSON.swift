/// A location as the public API writes it: its type and dimension, and its residents. Read in
/// the form every such record shares; the documents around it (page, array, catalog) are
/// `JSONRecords`'.
nonisolated public enum LocationJSON: NamedRecordJSON {
    public static let form = NamedRecordForm(
        resource: "location", catalogKey: "locations", embedded: { EmbeddedLocationsJSON.text },
        texts: ["type", "dimension"], links: "residents"
    ) { LocationModel(id: $0.id, name: $0.name, type: $0.texts[0], dimension: $0.texts[1], residentIDs: $0.links) }
}
