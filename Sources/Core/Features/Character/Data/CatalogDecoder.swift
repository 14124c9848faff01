import Foundation

/// Reads a catalog in the public API's JSON shape: a page object (`info` + `results`),
/// an array of pages, or an array of characters.
public enum CatalogDecoder {
    /// Why a catalog could not be read, in one line that names the problem.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    public static func decode(_ data: Data) throws -> [Character] {
        let decoder = JSONDecoder()
        let trimmed = data.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        guard let first = trimmed.first else {
            throw Failure(description: "the file is empty")
        }
        do {
            switch first {
            case UInt8(ascii: "{"):
                return try decoder.decode(Results.self, from: data).results
            case UInt8(ascii: "["):
                if let characters = try? decoder.decode([Character].self, from: data) {
                    return characters
                }
                if let pages = try? decoder.decode([Results].self, from: data) {
                    return pages.flatMap(\.results)
                }
                // Neither shape fits: report the error of the shape the first element resembles.
                if looksLikePages(data) {
                    _ = try decoder.decode([Results].self, from: data)
                } else {
                    _ = try decoder.decode([Character].self, from: data)
                }
                throw Failure(description: "not a catalog")
            default:
                throw Failure(description: "expected a page object, an array of pages or an array of characters, found neither `{` nor `[`")
            }
        } catch let error as DecodingError {
            throw Failure(description: describe(error))
        }
    }

    /// The first page's `results` key, enough to tell the two array shapes apart.
    private static func looksLikePages(_ data: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [Any],
              let first = object.first as? [String: Any] else { return false }
        return first["results"] != nil
    }

    private struct Results: Decodable {
        let results: [Character]
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let parts = context.codingPath.map { key in
                key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
            }
            let joined = parts.joined()
            return joined.isEmpty ? "the top level" : (joined.hasPrefix(".") ? String(joined.dropFirst()) : joined)
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing field \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(let type, let context):
            return "wrong type at \(path(context)): expected \(type)"
        case .valueNotFound(let type, let context):
            return "null where \(type) was expected at \(path(context))"
        case .dataCorrupted(let context):
            if let underlying = context.underlyingError as NSError?,
               let detail = underlying.userInfo[NSDebugDescriptionErrorKey] as? String {
                return "not valid JSON: \(detail)"
            }
            return "not valid JSON at \(path(context)): \(context.debugDescription)"
        @unknown default:
            return "unreadable: \(error)"
        }
    }
}
