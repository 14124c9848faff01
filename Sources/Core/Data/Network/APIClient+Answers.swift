import FoundationEssentials

/// A value read from an answer, and whether the answer was a saved one served in place of
/// the server's (nil: the server's, or a saved one it just confirmed).
nonisolated public struct Answered<Value: Sendable>: Sendable {
    public let value: Value
    public let offline: OfflineNote?
}

nonisolated extension APIClient {
    /// A GET whose answer is kept in `answers` and revalidated, RFC 9111's way: a saved answer
    /// sends its `ETag` as `If-None-Match` (or its `Last-Modified` as `If-Modified-Since`); a 304
    /// serves it, a 200 replaces it. When the server cannot be reached (refused, a timeout, a
    /// name that does not resolve, a 5xx) the saved answer is served and said to be (`offline`);
    /// offline (`isOffline`) nothing is asked at all. `read` turns a body and status into the
    /// value, or throws: only an answer it reads is kept, so a cut or foreign body never
    /// replaces a good one. Without `answers`, this is `get` and `read`.
    public func answer<Value: Sendable>(
        _ url: URL, read: (_ body: Data, _ status: Int) throws -> Value
    ) async throws -> Answered<Value> {
        guard let answers else {
            // Offline with nothing kept (a bound of 0): nothing can be answered.
            if isOffline { throw APIError.notSaved(because: nil) }
            let (body, status) = try await get(url)
            return Answered(value: try read(body, status), offline: nil)
        }
        let key = url.absoluteString
        var saved = answers.read(key)
        if isOffline { return try serve(saved, read, because: nil) }
        // Twice at most: a saved answer confirmed by a 304 that cannot be read is dropped, and
        // the server asked again without validators.
        while true {
            var validators: [(String, String)] = []
            if let tag = saved?.entityTag {
                validators.append(("If-None-Match", tag))
            } else if let date = saved?.lastModified {
                validators.append(("If-Modified-Since", date))
            }
            let response: Response
            do {
                response = try await exchange(url, headers: validators)
            } catch let error as APIError where error.meansOffline {
                return try serve(saved, read, because: error)
            }
            if response.status >= 500 { return try serve(saved, read, because: .http(status: response.status)) }
            if response.status == 304 {
                guard let kept = saved else {
                    throw APIError.malformedResponse(
                        "it answered 304 Not Modified to a request that asked for the answer")
                }
                guard let value = try? read(kept.body, kept.status) else {
                    answers.discard(key, because: "the saved body could not be read")
                    saved = nil
                    continue
                }
                keep(
                    SavedAnswer(
                        url: key, status: kept.status, body: kept.body, entityTag: response.entityTag ?? kept.entityTag,
                        lastModified: response.lastModified ?? kept.lastModified, saved: answers.currentDate))
                return Answered(value: value, offline: nil)
            }
            let value = try read(response.body, response.status)
            // Records and pages, and the API's "nothing here" for a search: what a screen shows.
            if (200..<300).contains(response.status) || response.status == 404 {
                keep(
                    SavedAnswer(
                        url: key, status: response.status, body: response.body, entityTag: response.entityTag,
                        lastModified: response.lastModified, saved: answers.currentDate))
            }
            return Answered(value: value, offline: nil)
        }
    }

    /// The saved answer in place of the server's; `reason` is why the server was not asked
    /// or did not answer (nil: offline by choice).
    private func serve<Value>(
        _ saved: SavedAnswer?, _ read: (Data, Int) throws -> Value, because reason: APIError?
    ) throws -> Answered<Value> {
        guard let saved, let answers else { throw APIError.notSaved(because: reason) }
        guard let value = try? read(saved.body, saved.status) else {
            // Well-formed on disk but not this request's kind of answer: as good as damaged.
            answers.discard(saved.url, because: "the saved body could not be read")
            throw APIError.notSaved(because: reason)
        }
        return Answered(value: value, offline: OfflineNote(saved: saved.saved, now: answers.currentDate))
    }

    /// A failure to keep an answer costs the next offline run that answer, nothing now.
    private func keep(_ answer: SavedAnswer) {
        try? answers?.write(answer)
    }
}

nonisolated extension APIError {
    /// Whether the failure says the server cannot be reached now, not that it answered wrong.
    var meansOffline: Bool {
        switch self {
        case .unreachable, .timedOut: true
        case .http(let status): status >= 500
        case .malformedResponse, .redirected, .notSaved: false
        }
    }
}
