import Foundation
import Glibc

/// A private folder for a test's link socket, removed when the test is done. Its path is
/// short on purpose: a socket's address holds little more than 100 bytes.
final class SocketFolder {
    let path: String

    init() {
        path = "/tmp/cs-\(UUID().uuidString.prefix(8))"
        mkdir(path, 0o700)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
