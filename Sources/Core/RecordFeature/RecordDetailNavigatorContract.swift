/// Where a content feature's detail can send the user: out, by its own Outgoing destinations.
public protocol RecordDetailNavigatorContract<Kind> {
    associatedtype Kind: RecordKind
    func open(_ destination: Kind.Outgoing)
}
