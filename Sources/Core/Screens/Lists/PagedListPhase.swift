/// The first page's state.
public enum PagedListPhase: Equatable, Sendable {
    case loading
    case loaded
    case failed(String)
}
