/// A list a Filter form narrows: what the form starts from, and where its result goes.
public protocol FilteredListContract: AnyObject {
    associatedtype Filter: ListFilterContract
    var filter: Filter { get }
    /// The form's result.
    func didApplyFilter(_ filter: Filter)
}
