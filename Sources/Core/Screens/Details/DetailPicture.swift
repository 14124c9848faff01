import FoundationEssentials

/// A record's picture on its detail screen: where it is, what its placeholder says (the
/// record's initials), and how far its bytes are. Decoding is the front end's business.
public struct DetailPicture: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case loading
        case loaded(Data)
        /// No picture this run: the placeholder stays (the log said why, once).
        case failed
    }

    public let url: String
    public let initials: String
    public var phase: Phase

    public init(url: String, initials: String, phase: Phase = .loading) {
        self.url = url
        self.initials = initials
        self.phase = phase
    }

    /// "Rick Sanchez" → "RS", "Mr. Poopybutthole" → "MP", "" → "?": the first letters of the
    /// first and last words.
    public static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "-" }).filter { $0.first?.isLetter == true }
        guard let first = words.first?.first else { return "?" }
        guard words.count > 1, let last = words.last?.first else { return String(first).uppercased() }
        return (String(first) + String(last)).uppercased()
    }
}
