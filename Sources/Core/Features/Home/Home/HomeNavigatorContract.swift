/// Where Home can send the user.
public protocol HomeNavigatorContract {
    /// The screen a menu entry's link names, in another feature.
    func open(_ link: String)
    func openAbout()
}
