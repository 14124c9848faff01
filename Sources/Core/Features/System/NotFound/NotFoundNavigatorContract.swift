/// How the user leaves Not Found.
public protocol NotFoundNavigatorContract {
    func leave()
}
