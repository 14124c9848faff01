/// What the location list is narrowed to, besides the searched name: its type and dimension.
nonisolated public struct LocationFilter: ListFilterContract {
    public var type: String
    public var dimension: String

    public init(type: String = "", dimension: String = "") {
        self.type = type
        self.dimension = dimension
    }

    public init() {
        self.init(type: "")
    }

    public static var fields: [FilterField<LocationFilter>] {
        [
            .text("type", LocationStrings.type.text, \.type),
            .text("dimension", LocationStrings.dimension.text, \.dimension),
        ]
    }

    public var trimmedType: String { type.trimmingWhitespace }
    public var trimmedDimension: String { dimension.trimmingWhitespace }
}
