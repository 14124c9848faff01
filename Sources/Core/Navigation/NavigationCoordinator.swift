/// Holds one navigation stack, at most one sheet, one full-screen cover and one alert.
///
/// Every modal gets a child coordinator of its own, so a screen inside a modal
/// can push inside it or present a nested modal. The coordinator holds
/// destinations only; the front end derives screens from them.
public final class NavigationCoordinator: NavigatorContract {
    /// The deepest a stack gets. A push beyond it lets the oldest pushed screen go (the root
    /// stays), as a browser's history forgets its oldest pages: following links for ever
    /// (character → place → resident → …) keeps working, Back walks the last screens, and
    /// no work per push or per key grows past this. The bound a restored stack has too, so
    /// every stack the app can reach is saved and restored whole.
    nonisolated public static let maximumDepth = SavedNavigation.maximumStackDepth

    /// The pushed destinations, bottom first. The coordinator's root screen is not in it.
    public private(set) var path: [AnyNavigation] = []
    /// How many destinations the depth bound has let go from the bottom of `path`, ever: a
    /// front end keeping a screen per entry lets the same ones go instead of rebuilding all.
    public private(set) var droppedFromBottom = 0
    /// What Back popped, the next one to bring back last (a browser's forward list): Back
    /// adds to it, Forward takes from it, a push, a deep link and pop-to-root clear it.
    public private(set) var forward: [AnyNavigation] = []
    /// Changes whenever the forward history is cleared or replaced, so a front end that keeps
    /// screens for it knows they belong to a history that is gone (state alone cannot tell a
    /// push of the destination Forward offered from Forward itself).
    public private(set) var forwardGeneration = 0
    /// The sheet this coordinator presents, if any.
    public private(set) var sheet: PresentedModal?
    /// The full-screen cover this coordinator presents, if any (drawn above the sheet).
    public private(set) var fullScreenCover: PresentedModal?
    /// The alert this coordinator presents, if any (drawn above everything it presents).
    public private(set) var alert: PresentedModal?
    /// Asked when `dismiss()` finds nothing to close: closes the modal this coordinator lives in.
    public var onDismiss: (() -> Void)?
    /// Told after any change here or in a child coordinator.
    public var onChange: (() -> Void)?
    /// Asked, on the root coordinator of a tree, before a push lands anywhere in it: true
    /// when the app took the resolved destination elsewhere (another tab's root brings
    /// that tab to the front), so nothing is pushed here.
    public var handOff: ((AnyNavigation) -> Bool)?
    /// Told, on the root coordinator, of every Outgoing destination resolved anywhere in
    /// its tree and what the redirect answered (nil: nothing, so Not Found).
    public var onRedirect: ((any OutgoingNavigationContract, (any IncomingNavigationContract)?) -> Void)?

    private let redirector: (any NavigationRedirectContract)?
    private weak var parent: NavigationCoordinator?
    private let modalIDs: ModalIDSource

    public init(redirector: (any NavigationRedirectContract)?) {
        self.redirector = redirector
        self.modalIDs = ModalIDSource()
    }

    private init(parent: NavigationCoordinator) {
        self.redirector = parent.redirector
        self.parent = parent
        self.modalIDs = parent.modalIDs
    }

    // MARK: NavigatorContract

    public func navigate(to destination: any NavigationContract) {
        let resolved = resolve(destination)
        if root.handOff?(resolved) == true { return }
        // A Not Found in front is replaced by the next one: Back from any of them returns to
        // where the user was, not through a pile of dead ends.
        if resolved.wrapped is UnknownNavigation, path.last?.wrapped is UnknownNavigation {
            path.removeLast()
        }
        path.append(resolved)
        keepWithinDepth()
        clearForward()
        changed()
    }

    public func present(_ destination: any NavigationContract, style: ModalPresentationStyle) {
        let modal = ModalNavigation(id: modalIDs.next(), destination: resolve(destination), style: style)
        let child = NavigationCoordinator(parent: self)
        child.onDismiss = { [weak self] in self?.close(modalID: modal.id) }
        let presented = PresentedModal(navigation: modal, coordinator: child)
        switch style {
        case .sheet: sheet = presented
        case .fullScreenCover: fullScreenCover = presented
        case .alert: alert = presented
        }
        changed()
    }

    public func dismiss() {
        if alert != nil {
            alert = nil
            changed()
        } else if fullScreenCover != nil {
            fullScreenCover = nil
            changed()
        } else if sheet != nil {
            sheet = nil
            changed()
        } else {
            onDismiss?()
        }
    }

    public func goBack() {
        guard let popped = path.popLast() else { return }
        forward.append(popped)
        changed()
    }

    public func goBackToRoot() {
        guard !isAtRoot || canGoForward else { return }
        path.removeAll()
        clearForward()
        sheet = nil
        fullScreenCover = nil
        alert = nil
        changed()
    }

    // MARK: Forward history (the app's, not the features': NavigatorContract has no forward)

    /// Whether Back popped something that Forward can bring back.
    public var canGoForward: Bool { !forward.isEmpty }

    /// Pushes again what Back popped last; does nothing when there is none.
    public func goForward() {
        guard let next = forward.popLast() else { return }
        path.append(next)
        keepWithinDepth()
        changed()
    }

    // MARK: Tree

    /// The coordinator of the modal on top of everything (alert, then cover, then sheet), or self.
    public var deepest: NavigationCoordinator {
        if let alert { return alert.coordinator.deepest }
        if let cover = fullScreenCover { return cover.coordinator.deepest }
        if let sheet { return sheet.coordinator.deepest }
        return self
    }

    /// Whether the stack is empty and nothing is presented.
    public var isAtRoot: Bool { path.isEmpty && presentedModals.isEmpty }

    /// The coordinator of the tab this one lives in.
    private var root: NavigationCoordinator { parent?.root ?? self }

    /// Whether this coordinator lives inside a modal.
    public var isModal: Bool { parent != nil }

    /// Every presented modal, in drawing order (each one's nested modals right after it).
    public var presentedModals: [PresentedModal] {
        [sheet, fullScreenCover, alert].compactMap { $0 }.flatMap { [$0] + $0.coordinator.presentedModals }
    }

    /// Replaces the whole state at once: stack, forward history (a deep link clears it,
    /// restoration brings it back), and optionally one modal over it. Used by deep links
    /// and restoration, so the result is one change.
    public func reset(
        path newPath: [AnyNavigation], forward newForward: [AnyNavigation] = [],
        modal: (AnyNavigation, ModalPresentationStyle)? = nil
    ) {
        sheet = nil
        fullScreenCover = nil
        alert = nil
        path = newPath.suffix(Self.maximumDepth).map { resolve($0) }
        clearForward()
        forward = newForward.suffix(Self.maximumDepth).map { resolve($0) }
        if let modal {
            present(modal.0, style: modal.1)
        } else {
            changed()
        }
    }

    /// Grows or shrinks the sheet to its next detent; false when it has only one.
    @discardableResult
    public func cycleSheetDetent() -> Bool {
        guard let sheet, sheet.navigation.detents.count > 1 else { return false }
        let detents = sheet.navigation.detents
        let index = detents.firstIndex(of: sheet.detent) ?? 0
        sheet.detent = detents[(index + 1) % detents.count]
        changed()
        return true
    }

    // MARK: Private

    private func resolve(_ destination: any NavigationContract) -> AnyNavigation {
        let navigation = (destination as? AnyNavigation)?.wrapped ?? destination
        guard let outgoing = navigation as? any OutgoingNavigationContract else {
            return AnyNavigation(navigation)
        }
        let incoming = redirector?.redirect(outgoing)
        root.onRedirect?(outgoing, incoming)
        return AnyNavigation(incoming ?? UnknownNavigation.notFound)
    }

    private func keepWithinDepth() {
        let excess = path.count - Self.maximumDepth
        guard excess > 0 else { return }
        path.removeFirst(excess)
        droppedFromBottom += excess
    }

    /// Forgets what Back popped: a new choice was made where it came from.
    public func forgetForward() {
        guard canGoForward else { return }
        clearForward()
        changed()
    }

    private func clearForward() {
        forward.removeAll()
        forwardGeneration += 1
    }

    private func close(modalID: Int) {
        if fullScreenCover?.navigation.id == modalID {
            fullScreenCover = nil
        } else if sheet?.navigation.id == modalID {
            sheet = nil
        } else if alert?.navigation.id == modalID {
            alert = nil
        } else {
            return
        }
        changed()
    }

    private func changed() {
        onChange?()
        parent?.changed()
    }
}

/// A modal on screen: what was presented, its own coordinator, and its current height.
public final class PresentedModal {
    public let navigation: ModalNavigation
    public let coordinator: NavigationCoordinator
    /// The detent a sheet is at now (starts at the first one listed).
    public internal(set) var detent: SheetDetent

    init(navigation: ModalNavigation, coordinator: NavigationCoordinator) {
        self.navigation = navigation
        self.coordinator = coordinator
        self.detent = navigation.detents.first ?? .large
    }
}

/// Hands out modal identities, shared by a coordinator tree.
final class ModalIDSource {
    private var last = 0
    func next() -> Int {
        last += 1
        return last
    }
}
