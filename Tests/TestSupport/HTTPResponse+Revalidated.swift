import Foundation

extension HTTPResponse {
    /// `body` with `tag` as its ETag, or a 304 with no body when the request's `If-None-Match`
    /// names that tag: how a server that revalidates (Express, the public API's) answers.
    public static func revalidated(_ body: Data, tag: String, for request: HTTPRequest) -> HTTPResponse {
        if request.headers["if-none-match"] == tag {
            return HTTPResponse(statusCode: .notModified, headers: HTTPHeaders([.entityTag: tag]))
        }
        return HTTPResponse(statusCode: .ok, headers: HTTPHeaders([.entityTag: tag]), body: body)
    }
}
