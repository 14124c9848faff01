/// A record with a name, used as its detail screen's title.
public protocol NamedRecord {
    var name: String { get }
}
