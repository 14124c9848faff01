/// A destination's compact name for people and tools: the host of the feature that owns
/// its type, its case, and its plain associated values — `character.detail(1)`,
/// `home.unconnected`. Derived from the type's name (`HomeIncomingNavigation` → `home`), or
/// said by a type several features share (`SharedNavigationContract`), so no table lists the
/// features.
nonisolated public enum DestinationName {
    public static func of(_ destination: any NavigationContract) -> String {
        let value = (destination as? AnyNavigation)?.wrapped ?? destination
        let owner = (type(of: value) as? any SharedNavigationContract.Type)?.owner ?? owner(of: type(of: value))
        // A destination that is a record, not a choice of cases (an alert), is its owner's name.
        guard let name = caseAndValues(of: value) else { return owner }
        return "\(owner).\(name)"
    }

    /// `CharacterIncomingNavigation` → `character`; `UnknownNavigation` → `unknown`.
    static func owner(of type: Any.Type) -> String {
        var name = String(describing: type)
        for suffix in ["IncomingNavigation", "OutgoingNavigation", "Navigation"]
        where name.hasSuffix(suffix) && name != suffix {
            name.removeLast(suffix.count)
            break
        }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// An enum's case with its plain values (numbers, text, flags; a record such as a
    /// filter request is left out); nil for anything that is not an enum.
    private static func caseAndValues(of value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum else { return nil }
        guard let payload = mirror.children.first, let name = payload.label else { return String(describing: value) }
        let nested = Mirror(reflecting: payload.value)
        let values = nested.displayStyle == .tuple ? nested.children.map(\.value) : [payload.value]
        let shown = values.compactMap(plain)
        return shown.isEmpty ? name : "\(name)(\(shown.joined(separator: ", ")))"
    }

    private static func plain(_ value: Any) -> String? {
        switch value {
        case let number as Int: String(number)
        case let text as String: text.count > 120 ? String(text.prefix(120)) + "…" : text
        case let flag as Bool: String(flag)
        default: nil
        }
    }
}
