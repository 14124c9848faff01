/// A record with a name, used as its detail screen's title.
public protocol NamedRecord {
    var name: String { get }
}

extension NamedRecord where Self: Identifiable, ID == Int {
    /// The name as a row, a title or a breadcrumb shows it: a record whose name is empty (or
    /// only blanks) is shown by its id, "#4 (no name)", never as a blank line.
    public var shownName: String {
        name.allSatisfy(\.isWhitespace) ? "#\(id) (no name)" : name
    }
}
