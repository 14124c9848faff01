public protocol LocationListNavigatorContract {
    func openDetail(identifier: Int)
}
