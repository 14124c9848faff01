public protocol LocationDetailNavigatorContract {
    func openCharacter(identifier: Int)
}
