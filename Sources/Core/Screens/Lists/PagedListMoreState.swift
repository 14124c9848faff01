/// The state of the page after the loaded ones.
public enum PagedListMoreState: Equatable, Sendable {
    case idle
    case loading
    case failed(String)
}
