/// A record with a name, used as its detail screen's title.
nonisolated public protocol NamedRecord {
    var name: String { get }
    /// What a search of its list matches: its name, unless the record says more (an
    /// episode's code).
    var searchedText: String { get }
}

nonisolated extension NamedRecord {
    public var searchedText: String { name }
}

nonisolated extension NamedRecord where Self: Identifiable, ID == Int {
    /// The name as a row, a title or a breadcrumb shows it: a record whose name is empty (or
    /// only blanks) is shown by its id, "#4 (no name)", never as a blank line.
    public var shownName: String {
        name.allSatisfy(\.isWhitespace) ? ListStrings.noName.text(["id": String(id)]) : name
    }
}
