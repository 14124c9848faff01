/// A feature's filter of its list (Character's status, gender, species and type), as the
/// shared Filter form edits it, saved state keeps it and events report it.
nonisolated public protocol ListFilterContract: Hashable, Sendable {
    /// No narrowing.
    init()
    /// The fields in the order the form shows them. A field's options may depend on the data
    /// (an episode's seasons); these are what saved state and events are read and written by.
    static var fields: [FilterField<Self>] { get }
}

nonisolated extension ListFilterContract {
    public static var none: Self { Self() }

    /// How many fields narrow the list (the badge beside the list's title).
    public var activeCount: Int {
        // Most lists are unfiltered, and a list's view asks on every key: no fields are made for none.
        guard self != .none else { return 0 }
        return Self.fields.filter { $0.narrows(self) }.count
    }

    /// The filter as saved state keeps it: every text as typed, each choice made.
    public var savedValues: [String: String] {
        var values: [String: String] = [:]
        for field in Self.fields { values[field.key] = field.written(self) }
        return values
    }

    /// The filter saved state holds; nil when a value is not one this filter can hold (a
    /// damaged file, not "any").
    public init?(savedValues values: [String: String]) {
        self.init()
        for field in Self.fields {
            guard let value = values[field.key] else { continue }
            guard field.read(&self, value) else { return nil }
        }
    }

    /// The filter as an event reports it: each field, a text trimmed, an unmade choice empty.
    public var eventProperties: [String: String] {
        var properties: [String: String] = [:]
        for field in Self.fields {
            let value = field.written(self) ?? ""
            properties[field.key] = field.isText ? value.trimmingWhitespace : value
        }
        return properties
    }
}
