import Foundation

/// Turns a feature's deep links (`challenge://{host}/{path}`) into destinations.
public protocol DeepLinkHandlerContract: Sendable {
    var scheme: String { get }
    var host: String { get }
    /// The screens a user would have walked to reach the link, or nil when the
    /// path is not one this feature knows.
    func resolve(_ url: URL) -> DeepLinkDestination?
}

extension DeepLinkHandlerContract {
    public var scheme: String { DeepLink.scheme }

    /// Whether this handler is the one for a URL (scheme and host, case-insensitive).
    public func handles(_ url: URL) -> Bool {
        url.scheme?.lowercased() == scheme && url.host?.lowercased() == host
    }
}

/// A resolved deep link: the stack to build and, optionally, a modal over it.
public struct DeepLinkDestination: Hashable, Sendable {
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

/// Helpers shared by every feature's handler.
public enum DeepLink {
    public static let scheme = "challenge"
    /// The longest link, in UTF-8 bytes, that any way in accepts (`:`, `--open`, the socket).
    public static let maximumLength = 4096

    /// Path components without the leading "/" (percent-decoded, empty parts dropped).
    public static func pathComponents(of url: URL) -> [String] {
        url.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
}
