import FoundationEssentials
import Synchronization

/// Records from a server in the public API's shape: `GET {base}/{resource}?page=&name=` (or
/// the parameter a feature searches by, as an episode's `episode=S03`)
/// (and the filter's parameters, as `&status=alive`),
/// `GET {base}/{resource}/{id}` and `GET {base}/{resource}/1,2,3`. What was fetched is
/// kept in memory; `refresh` skips it.
nonisolated public final class RemoteRecords<Record: Identifiable & Sendable>: RecordSourceContract, @unchecked Sendable
where Record.ID == Int {
    private let client: APIClient
    private let resource: String
    private let noun: String
    private let readRecord: JSONRecords<Record>.ReadRecord
    /// The query parameter a search is sent as (`name`, or `episode` for an episode's code).
    private let searchParameter: @Sendable (String) -> String
    /// What was fetched, by page and by id.
    private let cache = Mutex(Cache())
    /// The records of earlier runs' saved answers, once read.
    private let saved = Mutex<[Record]?>(nil)

    /// `resource` is the path ("episode"); `readRecord` reads one object of it; `searchParameter`
    /// names the parameter a search's text is sent as (the name, unless a feature says otherwise).
    public init(
        client: APIClient, resource: String, noun: String, readRecord: @escaping JSONRecords<Record>.ReadRecord,
        searchParameter: @escaping @Sendable (String) -> String = { _ in "name" }
    ) {
        self.client = client
        self.resource = resource
        self.noun = noun
        self.readRecord = readRecord
        self.searchParameter = searchParameter
    }

    public func page(_ query: RecordQuery<Record>, page: Int, refresh: Bool) async throws -> ListPage<Record> {
        let key = PageKey(query: query, page: page)
        if !refresh, let cached = cache.withLock({ $0.pages[key] }) { return cached }
        guard let url = pageURL(query, page: page) else {
            // The search and the filter cannot both match: nothing to ask.
            let nothing = ListPage<Record>(items: [], total: 0, hasNext: false)
            cache.withLock { $0.pages[key] = nothing }
            return nothing
        }
        let (noun, readRecord) = (self.noun, self.readRecord)
        let answered = try await answer(url) { data, status -> ListPage<Record> in
            switch status {
            case 200..<300: return try Self.decode(data) { try JSONRecords.page($0, readRecord) }
            // The whole list's start is never empty on the API: a 404 there is a server without the list.
            case 404 where page == 1 && query.name.isEmpty && query.filter.parameters.isEmpty:
                throw RecordError.noList(noun: noun, path: url.path)
            // The API's way of saying "no match": an empty result, not a failure.
            case 404 where APIClient.isNothingHere(data): return ListPage(items: [], total: 0, hasNext: false)
            default: throw RecordError.server(.http(status: status))
            }
        }
        let result = answered.value.saved(answered.offline)
        cache.withLock { cache in
            // A refreshed first page starts the result afresh: its other pages are asked again
            // (one kept from before, short or stale, would cut or skew the new result).
            if refresh, page == 1 { cache.pages = cache.pages.filter { $0.key.query != query } }
            cache.pages[key] = result
            for record in result.items {
                cache.records[record.id] = record
                // A detail opened from a saved page says it is saved too.
                cache.offline[record.id] = result.offline
            }
        }
        return result
    }

    public func cachedPage(_ query: RecordQuery<Record>, page: Int) -> ListPage<Record>? {
        cache.withLock { $0.pages[PageKey(query: query, page: page)] }
    }

    /// The URL of one page: only what narrows the query is sent (the name, then the filter's
    /// parameters); nil when the search and the filter, sent as one parameter, cannot both match.
    func pageURL(_ query: RecordQuery<Record>, page: Int) -> URL? {
        var items = [URLQueryItem(name: "page", value: String(page))]
        var parameters = query.filter.parameters
        if !query.name.isEmpty {
            var search = URLQueryItem(name: searchParameter(query.name), value: query.name)
            if let join = query.filter.joinSearch, let shared = parameters.firstIndex(where: { $0.name == search.name })
            {
                guard let joined = join(query.name, parameters[shared].value ?? "") else { return nil }
                search.value = joined
                parameters.remove(at: shared)
            }
            items.append(search)
        }
        items += parameters
        return client.url([resource], query: items)
    }

    public func record(id: Int, refresh: Bool) async throws -> Record {
        if !refresh, let cached = cache.withLock({ $0.records[id] }) { return cached }
        let (noun, readRecord) = (self.noun, self.readRecord)
        let answered = try await answer(client.url([resource, String(id)])) { data, status in
            switch status {
            case 200..<300: return try Self.decode(data) { try JSONRecords.one($0, readRecord) }
            case 404: throw RecordError.notFound(noun: noun, id: id)
            default: throw RecordError.server(.http(status: status))
            }
        }
        cache.withLock { cache in
            cache.records[id] = answered.value
            cache.offline[id] = answered.offline
        }
        return answered.value
    }

    public func offlineNote(forRecord id: Int) -> OfflineNote? {
        cache.withLock { $0.offline[id] }
    }

    public func cachedRecord(id: Int) -> Record? {
        cache.withLock { $0.records[id] }
    }

    /// The records fetched in this run, and those saved by earlier ones (what the palette searches offline).
    public func knownRecords() -> [Record] {
        var known = cache.withLock { $0.records }
        for record in savedRecords() where known[record.id] == nil { known[record.id] = record }
        return known.values.sorted { $0.id < $1.id }
    }

    /// Every record in the answers saved for this resource, read once a run (a store holds a
    /// few megabytes); a page, a record or an array of records each.
    private func savedRecords() -> [Record] {
        if let read = saved.withLock({ $0 }) { return read }
        var found: [Record] = []
        if let store = client.answers {
            let prefix = client.url([resource]).absoluteString
            let readRecord = self.readRecord
            for answer in store.answers(under: prefix) where (200..<300).contains(answer.status) {
                let rest = answer.url.dropFirst(prefix.count)
                guard rest.isEmpty || rest.hasPrefix("?") || rest.hasPrefix("/") else { continue }
                if let page = try? Self.decode(answer.body, { try JSONRecords.page($0, readRecord) }) {
                    found += page.items
                } else if let one = try? Self.decode(answer.body, { try JSONRecords.one($0, readRecord) }) {
                    found.append(one)
                } else if let array = try? Self.decode(answer.body, { try JSONRecords.array($0, readRecord) }) {
                    found += array
                }
            }
        }
        saved.withLock { $0 = found }
        return found
    }

    public func cachedRecords(ids: [Int]) -> [Record]? {
        cache.withLock { cache in
            ids.allSatisfy { cache.records[$0] != nil } ? ids.compactMap { cache.records[$0] } : nil
        }
    }

    public func records(ids: [Int]) async throws -> [Record] {
        let missing = cache.withLock { cache in ids.filter { cache.records[$0] == nil } }
        if !missing.isEmpty {
            let readRecord = self.readRecord
            let url = client.url([resource, missing.map(String.init).joined(separator: ",")])
            let found = try await answer(url) { data, status -> [Record] in
                switch status {
                // One id is answered as an object, several as an array.
                case 200..<300 where missing.count == 1:
                    return [try Self.decode(data) { try JSONRecords.one($0, readRecord) }]
                case 200..<300: return try Self.decode(data) { try JSONRecords.array($0, readRecord) }
                case 404: return []
                default: throw RecordError.server(.http(status: status))
                }
            }.value
            cache.withLock { cache in for record in found { cache.records[record.id] = record } }
        }
        return cache.withLock { cache in ids.compactMap { cache.records[$0] } }
    }

    private struct Cache {
        var pages: [PageKey: ListPage<Record>] = [:]
        var records: [Int: Record] = [:]
        /// Records whose last answer was a saved one served offline.
        var offline: [Int: OfflineNote] = [:]
    }

    private struct PageKey: Hashable {
        let query: RecordQuery<Record>
        let page: Int
    }

    /// The client's answer (kept and revalidated when it keeps answers), its errors as records'.
    private func answer<T: Sendable>(_ url: URL, read: (Data, Int) throws -> T) async throws -> Answered<T> {
        do {
            return try await client.answer(url, read: read)
        } catch let error as APIError {
            throw RecordError.server(error)
        }
    }

    private static func decode<T>(_ data: Data, _ read: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        do {
            return try APIClient.decode(data, read)
        } catch let error as APIError {
            throw RecordError.server(error)
        }
    }
}
