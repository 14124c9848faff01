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

    @Test(arguments: [
        "http://127.0.0.1:18001/api\u{1B}[2J", "http://127.0.0.1/api\u{7}", "http://127.0.0.1/a pi",
        "http://127.0.0.1/api\u{9B}", "http://127.0.0.1/api\n",
    ])
    func aURLHoldingAControlOrASpaceIsRefusedInOneLine(text: String) {
        // FoundationEssentials' URL escaped them: ESC [2J reached the server as /api%1B%5B2J
        #expect {
            try DataOptions.baseURL(text)
        } throws: { error in
            let line = "\(error)"
            return line.contains("which no URL holds") && !line.contains("\u{1B}[") && !line.contains("\n")
        }
    }
}
