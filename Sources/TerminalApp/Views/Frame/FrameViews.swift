import Core

/// The views of the screens one update reads, each made once: laying the screens out,
/// drawing them, the footer's and help's key table and dispatch all read the same view. Made
/// anew for every update (a view may hold what its screen was when it was made).
final class FrameViews {
    private var made: [ObjectIdentifier: any ScreenView] = [:]

    func view(for screen: any ScreenViewModelContract) -> any ScreenView {
        let identity = ObjectIdentifier(screen)
        if let view = made[identity] { return view }
        let view = ViewFactory.view(for: screen)
        made[identity] = view
        return view
    }
}
