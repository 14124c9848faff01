/// How the Filter modal goes away.
public protocol LocationFilterNavigatorContract {
    func close()
}
