import FoundationEssentials

/// A resolved deep link: the stack to build and, optionally, a modal over it.
nonisolated public struct DeepLinkDestination: Hashable, Sendable {
    public var stack: [AnyNavigation]
    public var modal: Modal?

    public struct Modal: Hashable, Sendable {
        public var destination: AnyNavigation
        public var style: ModalPresentationStyle
        public init(_ destination: any NavigationContract, style: ModalPresentationStyle) {
            self.destination = AnyNavigation(destination)
            self.style = style
        }
    }

    public init(stack: [any NavigationContract], modal: Modal? = nil) {
        self.stack = stack.map(AnyNavigation.init)
        self.modal = modal
    }
}
