/// One value a choice of a Filter form can take: written in saved state and events as its
/// raw value, shown as its label.
nonisolated public protocol FilterOption: RawRepresentable, Hashable, Sendable where RawValue == String {
    var label: String { get }
}
