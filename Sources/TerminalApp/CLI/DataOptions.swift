import ArgumentParser
import Core
import FoundationEssentials

/// Where the app's data comes from: the embedded catalog (default), a file, or a server.
struct DataOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Read the catalog from a JSON file in the API's shape instead of the embedded one.", valueName: "file"))
    var catalog: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Use a REST server with the API's shape, e.g. https://rickandmortyapi.com/api.", valueName: "url"))
    var apiBaseURL: String?

    func validate() throws {
        _ = try source
    }

    /// The source these options name; nil when neither option is given.
    var source: DataSource? {
        get throws { try Self.source(catalog: catalog, apiBaseURL: apiBaseURL) }
    }

    /// A source from a catalog path or a server URL (options, or a replay script's settings).
    static func source(catalog: String?, apiBaseURL: String?) throws -> DataSource? {
        if catalog != nil, apiBaseURL != nil {
            throw ValidationError("--catalog and --api-base-url are alternatives; pass one of them")
        }
        if let apiBaseURL { return .server(try baseURL(apiBaseURL)) }
        return catalog.map { .catalogFile($0) }
    }

    static func baseURL(_ text: String) throws -> URL {
        // Controls and spaces are no part of a URL as written (FoundationEssentials' URL
        // escapes them instead of refusing: ESC [2J went to the server as a path).
        if let bad = text.unicodeScalars.first(where: { $0.value < 0x21 || (0x7F...0x9F).contains($0.value) }) {
            throw ValidationError(
                "--api-base-url holds \(UntrustedText.shown(String(bad))), which no URL holds as written (got \"\(UntrustedText.shown(text, limit: 200))\")"
            )
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty, hasUsablePort(url, writtenAs: writtenPort(text))
        else {
            throw ValidationError(
                "--api-base-url must be an http(s) URL with a host (and a port up to 65535), e.g. https://rickandmortyapi.com/api (got \"\(UntrustedText.shown(text, limit: 200))\")"
            )
        }
        return url
    }

    /// A port written in the URL must be one TCP can have: `URL` reads one past Int as no port
    /// at all, and the client then went to the scheme's default (80) instead.
    private static func hasUsablePort(_ url: URL, writtenAs written: Substring?) -> Bool {
        guard let written, !written.isEmpty else { return true }
        return url.port.map { (0...65535).contains($0) } ?? false
    }

    /// The port as written in the URL's authority ("" for `host:`); nil when none is written.
    private static func writtenPort(_ text: String) -> Substring? {
        guard let start = text.firstRange(of: "://")?.upperBound else { return nil }
        let authority = text[start...].prefix { !"/?#".contains($0) }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
        let afterHost =
            hostAndPort.hasPrefix("[") ? hostAndPort.drop { $0 != "]" }.dropFirst() : hostAndPort.drop { $0 != ":" }
        return afterHost.first == ":" ? afterHost.dropFirst() : nil
    }
}
