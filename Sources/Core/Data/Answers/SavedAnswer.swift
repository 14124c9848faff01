import FoundationEssentials

/// One server answer as kept on disk: the URL asked, the status and body that came, what
/// revalidates it (`ETag`, `Last-Modified`) and when it came (or was last confirmed).
nonisolated public struct SavedAnswer: Sendable, Equatable {
    public let url: String
    public let status: Int
    public let body: Data
    public let entityTag: String?
    public let lastModified: String?
    /// When the server sent it, or last said (304) that it still holds.
    public let saved: Date

    public init(url: String, status: Int, body: Data, entityTag: String?, lastModified: String?, saved: Date) {
        self.url = url
        self.status = status
        self.body = body
        // A validator is sent back as a header: one that could not be one is not kept.
        self.entityTag = entityTag.flatMap(Self.headerValue)
        self.lastModified = lastModified.flatMap(Self.headerValue)
        self.saved = saved
    }

    /// The first line of every file; anything else in an `ans-` file is foreign.
    static let magic = "challenge answer 1\n"

    /// The magic line, the URL, the status, when it came, the ETag, the Last-Modified (both
    /// empty when absent), the body's length, the body.
    func encoded() -> Data {
        let head = [url, String(status), String(saved.timeIntervalSince1970), entityTag ?? "", lastModified ?? ""]
        var data = Data((Self.magic + head.joined(separator: "\n") + "\n\(body.count)\n").utf8)
        data.append(body)
        return data
    }

    /// An answer read back; nil for anything this version did not write whole.
    init?(decoding data: Data) {
        var lines: [String] = []
        var index = data.startIndex
        while lines.count < 7 {
            guard let end = data[index...].firstIndex(of: 0x0A), end - index <= 8192 else { return nil }
            lines.append(String(decoding: data[index..<end], as: UTF8.self))
            index = end + 1
        }
        guard lines[0] + "\n" == Self.magic, !lines[1].isEmpty, let status = Int(lines[2]),
            (100...599).contains(status),
            let seconds = TimeInterval(lines[3]), seconds.isFinite, let count = Int(lines[6]),
            count == data.endIndex - index
        else { return nil }
        self.init(
            url: lines[1], status: status, body: Data(data[index...]), entityTag: lines[4].isEmpty ? nil : lines[4],
            lastModified: lines[5].isEmpty ? nil : lines[5], saved: Date(timeIntervalSince1970: seconds))
    }

    /// A value that can go back in a request's header: printable ASCII, not too long.
    private static func headerValue(_ text: String) -> String? {
        guard !text.isEmpty, text.utf8.count <= 1024, text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else {
            return nil
        }
        return text
    }
}
