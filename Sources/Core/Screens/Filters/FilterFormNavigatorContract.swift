/// How a Filter modal goes away.
public protocol FilterFormNavigatorContract {
    func close()
}
