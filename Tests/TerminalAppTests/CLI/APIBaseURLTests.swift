import Foundation
import Testing

@testable import TerminalApp

/// `--api-base-url` (and replay's `Set APIBaseURL`) are checked before any UI: a port past
/// 16 bits passed as a URL and crashed the app when Characters asked the server.
@Suite struct APIBaseURLTests {
    @Test(arguments: [
        "http://127.0.0.1:65536", "http://127.0.0.1:99999/api", "https://example.com:4294967297",
        "http://127.0.0.1:99999999999999999999/api", "http://h:18446744073709551617",
        "http://u:p@h:99999999999999999999",
    ])
    func aPortNoTCPConnectionCanHaveIsRefused(text: String) {
        #expect(throws: (any Error).self) { try DataOptions.baseURL(text) }
    }

    @Test(arguments: [
        "http://127.0.0.1:0", "http://127.0.0.1:65535/api", "https://rickandmortyapi.com/api",
        "http://[::1]:8080/api", "http://user:secret@127.0.0.1:8080/api", "http://127.0.0.1:/api",
    ])
    func everyTCPPortAndNoneAreTaken(text: String) throws {
        #expect(try DataOptions.baseURL(text).absoluteString == text)
    }
}
