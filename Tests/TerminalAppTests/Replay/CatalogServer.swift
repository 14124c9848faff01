import Foundation
import TestSupport

@testable import Core
@testable import TerminalApp

/// A server in the public API's shape over the embedded catalog, for the tests and the
/// pictures that play against a real server on 127.0.0.1.
enum CatalogServer {
    /// The answer to `request`: the embedded catalog's records (pages of 20, filters, 404s),
    /// or a character's portrait (`/api/character/avatar/{id}.jpeg`, a face drawn for its id).
    /// With `base`, the API's own address in every answer is the server's (so a character's
    /// image is fetched from it).
    static func answer(_ request: HTTPRequest, base: String? = nil) async throws -> HTTPResponse {
        let response = try await api(request)
        guard let base, response.statusCode == .ok, !request.path.hasSuffix(".jpeg") else { return response }
        let text = String(decoding: response.body, as: UTF8.self)
        // JSON may write a slash as "\/".
        let api = "https://rickandmortyapi.com/api"
        let escaped = { (url: String) in url.replacingOccurrences(of: "/", with: "\\/") }
        return .json(
            .ok,
            text.replacingOccurrences(of: api, with: base).replacingOccurrences(of: escaped(api), with: escaped(base)))
    }

    private static func api(_ request: HTTPRequest) async throws -> HTTPResponse {
        let catalog = CharacterSource.embedded()
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        let parts = request.path.split(separator: "/").map(String.init)
        if parts.count == 4, parts[1] == "character", parts[2] == "avatar", parts[3].hasSuffix(".jpeg"),
            let id = Int(parts[3].dropLast(".jpeg".count))
        {
            return HTTPResponse(statusCode: .ok, body: TestJPEG.face(seed: id))
        }
        if parts.count >= 2, parts[1] == "episode" || parts[1] == "location" {
            return records(parts, query: query)
        }
        if parts.count == 3, parts[1] == "character", parts[2].contains(",") {
            let found = parts[2].split(separator: ",").compactMap { Int($0).flatMap(catalog.cachedRecord(id:)) }
            return .json(.ok, "[" + found.map(CatalogJSON.object).joined(separator: ",") + "]")
        }
        if parts.count == 3, parts[1] == "character", let id = Int(parts[2]) {
            guard let character = catalog.cachedRecord(id: id) else {
                return .json(.notFound, #"{"error":"Character not found"}"#)
            }
            return try .json(character)
        }
        guard parts == ["api", "character"] else { return .json(.notFound, #"{"error":"There is nothing here"}"#) }
        let filter = CharacterFilter(
            status: query["status"].flatMap(CharacterFilter.Status.init(rawValue:)),
            gender: query["gender"].flatMap(CharacterFilter.Gender.init(rawValue:)),
            species: query["species"] ?? "",
            type: query["type"] ?? ""
        )
        let page = try await catalog.page(
            RecordQuery(name: query["name"] ?? "", filter: filter.query), page: Int(query["page"] ?? "1") ?? 1,
            refresh: false
        )
        return page.items.isEmpty ? .json(.notFound, #"{"error":"There is nothing here"}"#) : try .json(page)
    }

    /// The embedded episodes and locations, served as the API serves them: objects in its
    /// own shape, pages of 20 with a name search and the API's filters (an episode's `episode`, a
    /// location's `type` and `dimension`: case-insensitive substrings), one by id, several by "1,2,3".
    private static func records(_ parts: [String], query: [String: String]) -> HTTPResponse {
        let text = parts[1] == "episode" ? EmbeddedEpisodesJSON.text : EmbeddedLocationsJSON.text
        let objects = (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]) ?? []
        func body(_ value: Any) -> String {
            String(decoding: try! JSONSerialization.data(withJSONObject: value), as: UTF8.self)
        }
        if parts.count == 3 {
            let ids = parts[2].split(separator: ",").compactMap { Int($0) }
            let found = objects.filter { ids.contains($0["id"] as! Int) }
            if parts[2].contains(",") { return .json(.ok, body(found)) }
            guard let one = found.first else { return .json(.notFound, #"{"error":"Not found"}"#) }
            return .json(.ok, body(one))
        }
        let fields = ["name", "episode", "type", "dimension"].filter { !(query[$0] ?? "").isEmpty }
        let matching = objects.filter { object in
            fields.allSatisfy { ((object[$0] as? String) ?? "").localizedCaseInsensitiveContains(query[$0]!) }
        }
        let page = Int(query["page"] ?? "1") ?? 1
        let slice = Array(matching.dropFirst((page - 1) * 20).prefix(20))
        guard !slice.isEmpty else { return .json(.notFound, #"{"error":"There is nothing here"}"#) }
        let next: Any = page * 20 < matching.count ? "next" : NSNull()
        return .json(
            .ok,
            body([
                "info": ["count": matching.count, "pages": (matching.count + 19) / 20, "next": next, "prev": NSNull()],
                "results": slice,
            ]))
    }
}
