import FoundationEssentials

nonisolated extension LocationFilter {
    /// The filter as the shared records machinery asks it: of a server, as the public API's
    /// `type` and `dimension` parameters (only those that narrow); of a catalog in memory, as a
    /// predicate with the same meaning (each a case-insensitive substring).
    public var query: RecordFilter<LocationModel> {
        var parameters: [URLQueryItem] = []
        if !trimmedType.isEmpty { parameters.append(URLQueryItem(name: "type", value: trimmedType)) }
        if !trimmedDimension.isEmpty { parameters.append(URLQueryItem(name: "dimension", value: trimmedDimension)) }
        let filter = self
        return RecordFilter(parameters: parameters) {
            let type = Needle(filter.type)
            let dimension = Needle(filter.dimension)
            return { location in type.isFound(in: location.type) && dimension.isFound(in: location.dimension) }
        }
    }
}
